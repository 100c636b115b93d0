import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { QUADRANTS_IN_ORDER } from './map-geometry';

/** The power/interest grid behind a stakeholder map: four labelled quadrants, power up, interest right. */
export function PowerInterestGrid() {
  const t = useSdkTranslate();
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gridTemplateRows: '1fr 1fr', pointerEvents: 'none' }}>
      {QUADRANTS_IN_ORDER.map((quadrant, index) => (
        <Box
          key={quadrant}
          sx={{
            p: 1,
            borderRight: index % 2 === 0 ? 1 : 0,
            borderBottom: index < 2 ? 1 : 0,
            borderColor: 'divider',
            bgcolor: quadrant === 'manageClosely' ? 'action.selected' : quadrant === 'monitor' ? 'transparent' : 'action.hover',
          }}
        >
          <Typography variant="overline" color="text.secondary">
            {t(`registry.map.quadrants.${quadrant}`)}
          </Typography>
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ position: 'absolute', left: 4, bottom: 4 }}>
        {t('registry.map.axes')}
      </Typography>
    </Box>
  );
}
