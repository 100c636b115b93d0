import { useId, useState } from 'react';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Tours } from '../../core/services/tours';
import { useSdkTranslate } from '../../sdk/i18n/use-sdk-translate';
import { useService } from '../../sdk/services-context';
import { useObservable } from '../../sdk/use-observable';
import { untypedKeys } from '../../core/i18n/untyped-keys';

/** The "?" button of the app bar: the tours of the page on screen, each one started again from its first step. */
export function HelpMenu() {
  // Module pages' tours are named in the SDK's namespace; this registers it before the menu names them.
  useSdkTranslate();
  const { t } = useTranslation('host');
  const tours = useService(Tours);
  const available = useObservable(tours.available$, () => tours.available);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title={t('tours.help')}>
        <IconButton
          color="inherit"
          aria-label={t('tours.help')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          data-tour="help-menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <HelpOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('tours.menuTitle') } }}
      >
        {available.length === 0 && <MenuItem disabled>{t('tours.none')}</MenuItem>}
        {available.map((tour) => (
          <MenuItem
            key={`${tour.namespace}:${tour.id}`}
            onClick={() => {
              setAnchor(null);
              tours.start(tour.id);
            }}
          >
            {untypedKeys(t)(tour.titleKey, { ns: tour.namespace })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
