import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useRegistry } from '../registries/use-registry';
import { chosenOptions, useAssignmentOptions, type AssignmentOption } from '../registries/use-assignment-options';
import { COLOUR_FILTER_ID_FIELDS, DEFAULT_COLOUR_FILTER, isColourFilterActive, type ColourFilter, type ColourFilterIds, type ColourFilterOperator } from './colour-filter';

export interface BoardColourFilterProps {
  projectId: number;
  filter: ColourFilter;
  onChange: (filter: ColourFilter) => void;
}

type Choices = Record<ColourFilterIds, readonly AssignmentOption[]>;

/** Only the items of the chosen groups, when any are chosen: the "selected" groups narrow a picker. */
function narrowed<T extends AssignmentOption>(options: readonly T[], groupsOf: (option: T) => readonly number[], chosen: readonly number[]) {
  return chosen.length === 0 ? options : options.filter((option) => groupsOf(option).some((group) => chosen.includes(group)));
}

function useChoices(projectId: number, filter: ColourFilter): Choices {
  const assignable = useAssignmentOptions(projectId);
  const named = ({ id, name, color }: { id: number; name: string; color?: string | null }) => ({ id, name, color });
  const tagCategories = useRegistry(projectId, 'tag_categories').rows.map(named);
  const roles = useRegistry(projectId, 'stakeholder_roles').rows.map(named);
  const productCategories = useRegistry(projectId, 'product_and_service_item_categories').rows.map(named);
  const stakeholders = useRegistry(projectId, 'stakeholders').rows;
  const products = useRegistry(projectId, 'product_and_service_items').rows;
  return {
    tag_ids: assignable.tag_ids,
    tag_category_ids: tagCategories,
    selected_stakeholder_role_ids: roles,
    stakeholder_ids: narrowed(stakeholders, (item) => item.stakeholder_role_ids, filter.selected_stakeholder_role_ids).map(named),
    stakeholder_role_ids: roles,
    selected_product_and_service_category_ids: productCategories,
    product_and_service_item_ids: narrowed(products, (item) => item.product_and_service_item_category_ids, filter.selected_product_and_service_category_ids).map(named),
    product_and_service_category_ids: productCategories,
    user_ids: assignable.user_ids,
  };
}

const PICKER_ORDER: readonly ColourFilterIds[] = [
  'tag_ids',
  'tag_category_ids',
  'selected_stakeholder_role_ids',
  'stakeholder_ids',
  'stakeholder_role_ids',
  'selected_product_and_service_category_ids',
  'product_and_service_item_ids',
  'product_and_service_category_ids',
  'user_ids',
];

/** How many conditions the filter sets (the narrowing groups are none). */
const conditionCount = (filter: ColourFilter) =>
  COLOUR_FILTER_ID_FIELDS.filter((field) => !field.startsWith('selected_')).reduce((count, field) => count + filter[field].length, 0);

function ColourFilterDialog({ projectId, filter, onChange, onClose }: BoardColourFilterProps & { onClose: () => void }) {
  const t = useSdkTranslate();
  const titleId = useId();
  const operatorId = useId();
  const choices = useChoices(projectId, filter);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('board.filter.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">{t('board.filter.help')}</Typography>
          <div>
            <FormLabel id={operatorId}>{t('board.filter.operator')}</FormLabel>
            <RadioGroup row aria-labelledby={operatorId} value={filter.operator}
              onChange={(event) => onChange({ ...filter, operator: event.target.value as ColourFilterOperator })}>
              <FormControlLabel value="OR" control={<Radio />} label={t('board.filter.or')} />
              <FormControlLabel value="AND" control={<Radio />} label={t('board.filter.and')} />
            </RadioGroup>
          </div>
          {PICKER_ORDER.map((field) => (
            <Autocomplete<AssignmentOption, true>
              key={field}
              multiple
              options={choices[field]}
              value={chosenOptions(choices[field], filter[field])}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_, chosen) => onChange({ ...filter, [field]: chosen.map((option) => option.id) })}
              renderInput={(params) => <TextField {...params} label={t(`board.filter.${field}`)} />}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChange(DEFAULT_COLOUR_FILTER)}>{t('board.filter.clear')}</Button>
        <Button variant="contained" onClick={onClose}>{t('board.filter.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The colour filter's button (with the number of conditions set) and its dialog; every change applies at once. */
export function BoardColourFilter(props: BoardColourFilterProps) {
  const t = useSdkTranslate();
  const [open, setOpen] = useState(false);
  const count = conditionCount(props.filter);
  return (
    <>
      <Button variant={isColourFilterActive(props.filter) ? 'contained' : 'outlined'} onClick={() => setOpen(true)}>
        {count > 0 ? t('board.filter.buttonActive', { count }) : t('board.filter.button')}
      </Button>
      {open && <ColourFilterDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
