import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo } from 'react';
import { GROUPS_LABEL_KEY, ITEM_LABEL_KEY, ITEMS_LABEL_KEY } from '../family/message-keys';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useTranslate } from '../i18n/use-translate';
import type { ModuleViewProps } from '../plugin';
import type { RegistryDeclaration, RegistryLabels } from './registry-declaration';
import { RegistryListView } from './registry-list-view';
import { RegistryMapView } from './registry-map-view';
import { useRegistryViewChoice } from './use-registry-view-choice';
import { untypedKeys } from '../../core/i18n/untyped-keys';

export interface RegistryFamilyViewProps extends ModuleViewProps {
  /** The plugin's segment: its messages' namespace. */
  segment: string;
  registry: RegistryDeclaration;
}

const LIST_VIEW = 'list';

/** A registry family kind: its list, and a switch to each map it declares, the choice remembered per user and module. */
export function RegistryFamilyView({ segment, registry, ...props }: RegistryFamilyViewProps) {
  const t = useSdkTranslate();
  const tPlugin = useTranslate(segment);
  const labels = useMemo<RegistryLabels>(
    () => ({ item: tPlugin(ITEM_LABEL_KEY), items: tPlugin(ITEMS_LABEL_KEY), groups: registry.groups ? tPlugin(GROUPS_LABEL_KEY) : '' }),
    [tPlugin, registry.groups],
  );
  const viewIds = useMemo(() => [LIST_VIEW, ...(registry.maps ?? [])], [registry.maps]);
  const [viewId, choose] = useRegistryViewChoice(props.module.id, viewIds);
  const map = registry.maps?.find((layout) => layout === viewId);
  return (
    <Stack spacing={2} data-tour="registry-view" sx={{ p: 2, minWidth: 0 }}>
      {viewIds.length > 1 && (
        <ToggleButtonGroup exclusive size="small" value={viewId} onChange={(_event, id: string | null) => id && choose(id)} aria-label={t('list.views')} sx={{ flexWrap: 'wrap' }}>
          {viewIds.map((id) => (
            <ToggleButton key={id} value={id}>
              {untypedKeys(t)(`registry.views.${id}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {map ? (
        <RegistryMapView {...props} declaration={registry} layout={map} labels={labels} />
      ) : (
        <RegistryListView project={props.project} readOnly={props.readOnly} title={props.module.name} declaration={registry} labels={labels} />
      )}
    </Stack>
  );
}
