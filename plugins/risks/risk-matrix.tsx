/**
 * The risk matrix: probability (rows, most likely on top) against impact (columns), each cell coloured by
 * the product of the two weights and listing its risks; choosing a risk opens it.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate, type ListViewProps, type LookupItem } from '../../sdk';
import { heatColour } from './heat-colour';
import type en from './locales/en.json';

const weightOf = (item: LookupItem) => item.weight ?? item.position + 1;

export default function RiskMatrix({ items, fields, nameOf, onOpen }: ListViewProps) {
  const t = useTranslate<typeof en>('risks');
  const impacts = fields.find((field) => field.name === 'impact')?.lookupItems ?? [];
  const probabilities = [...(fields.find((field) => field.name === 'probability')?.lookupItems ?? [])].reverse();
  const highest = Math.max(1, ...impacts.map(weightOf)) * Math.max(1, ...probabilities.map(weightOf));
  const placed = (impact: LookupItem, probability: LookupItem) =>
    items.filter((item) => item.value.impact === impact.id && item.value.probability === probability.id);
  const unplaced = items.filter(
    (item) => !impacts.some((impact) => impact.id === item.value.impact) || !probabilities.some((probability) => probability.id === item.value.probability),
  );
  const riskName = (item: (typeof items)[number]) =>
    onOpen ? (
      <Link key={item.key} component="button" type="button" variant="body2" onClick={() => onOpen(item.key)} sx={{ display: 'block', textAlign: 'left', color: 'inherit' }}>
        {nameOf(item)}
      </Link>
    ) : (
      <Typography key={item.key} variant="body2">
        {nameOf(item)}
      </Typography>
    );

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" aria-label={t('matrix.label')} sx={{ borderCollapse: 'separate', borderSpacing: 4, width: '100%', tableLayout: 'fixed' }}>
        <caption style={{ captionSide: 'bottom', textAlign: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {t('matrix.caption')}
          </Typography>
        </caption>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ width: 120 }}>
              <Typography variant="caption" color="text.secondary">
                {t('fields.probability')} / {t('fields.impact')}
              </Typography>
            </Box>
            {impacts.map((impact) => (
              <th key={impact.id} scope="col">
                <Typography variant="subtitle2">{impact.name}</Typography>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {probabilities.map((probability) => (
            <tr key={probability.id}>
              <th scope="row">
                <Typography variant="subtitle2">{probability.name}</Typography>
              </th>
              {impacts.map((impact) => (
                <Box
                  component="td"
                  key={impact.id}
                  aria-label={t('matrix.cell', { impact: impact.name, probability: probability.name })}
                  sx={{ bgcolor: heatColour((weightOf(impact) * weightOf(probability)) / highest), color: 'common.black', verticalAlign: 'top', p: 1, height: 72, borderRadius: 1 }}
                >
                  {placed(impact, probability).map(riskName)}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      {unplaced.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">{t('matrix.unplaced')}</Typography>
          {unplaced.map(riskName)}
        </Box>
      )}
    </Box>
  );
}
