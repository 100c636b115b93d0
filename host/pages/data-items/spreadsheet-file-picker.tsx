import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../sdk/ui/file-picker';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file button of the data uploads: a CSV or Excel file, naming the one chosen once there is one. */
export function SpreadsheetFilePicker({ chosenName, disabled, onFile }: { chosenName?: string; disabled: boolean; onFile(file: File): void }) {
  const { t } = useTranslation('host');
  return (
    <FilePicker accept={ACCEPT} disabled={disabled} onFile={onFile} chosen={chosenName === undefined ? undefined : t('dataItems.upload.fileChosen', { name: chosenName })}>
      {chosenName === undefined ? t('dataItems.upload.choose') : t('dataItems.upload.chooseAnother')}
    </FilePicker>
  );
}
