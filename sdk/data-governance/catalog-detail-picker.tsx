import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { DetailEntry } from '../../core/domain/catalog-detail-entries';
import type { Id } from '../../core/domain/id';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

/** Shown at once while typing; a catalog of thousands of details is narrowed by the words typed. */
const SHOWN_MATCHES = 50;

/** The first entries whose catalog name or path hold every word typed, in any case and order. */
export function matchingEntries(entries: readonly DetailEntry[], typed: string): DetailEntry[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const matches: DetailEntry[] = [];
  for (const entry of entries) {
    if (words.every((word) => entry.searchText.includes(word))) matches.push(entry);
    if (matches.length === SHOWN_MATCHES) break;
  }
  return matches;
}

export interface CatalogDetailPickerProps {
  entries: readonly DetailEntry[];
  /** Details already chosen, not offered again. */
  chosenIds?: ReadonlySet<Id>;
  onChoose: (entry: DetailEntry) => void;
  disabled?: boolean;
}

/** Chooses one catalog detail by typing words of its catalog, group or path; details grouped by catalog. */
export function CatalogDetailPicker({ entries, chosenIds, onChoose, disabled }: CatalogDetailPickerProps) {
  const t = useSdkTranslate();
  const options = chosenIds ? entries.filter((entry) => !chosenIds.has(entry.detail.id)) : entries;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={null}
      disabled={disabled}
      groupBy={(entry) => entry.catalogName}
      getOptionLabel={(entry) => entry.path}
      getOptionKey={(entry) => entry.detail.id}
      filterOptions={(candidates, state) => matchingEntries(candidates, state.inputValue)}
      noOptionsText={t('dataDetails.noMatch')}
      onChange={(_event, entry) => entry && onChoose(entry)}
      renderInput={(params) => <TextField {...params} label={t('dataDetails.choose')} />}
      blurOnSelect
      clearOnBlur
    />
  );
}
