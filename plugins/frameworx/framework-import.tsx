import { FilePicker, useTranslate } from '../../sdk';
import { parseFrameworkCsv, type FrameworkProblem } from './framework-csv';
import type { FrameworkItem } from './matrix-model';
import type en from './locales/en.json';

export interface FrameworkImportProps {
  onImported: (items: FrameworkItem[], fileName: string) => void;
  onProblems: (problems: FrameworkProblem[]) => void;
}

/** Chooses a framework CSV and reads it; a file with any wrong line is refused whole, naming the lines. */
export function FrameworkImport({ onImported, onProblems }: FrameworkImportProps) {
  const t = useTranslate<typeof en>('frameworx');
  const read = async (file: File) => {
    const { items, problems } = parseFrameworkCsv(await file.text());
    if (problems.length > 0) onProblems(problems);
    else onImported(items, file.name);
  };
  return (
    <FilePicker accept=".csv,text/csv" startIcon={null} title={t('importHint')} onFile={(file) => void read(file)}>
      {t('importFramework')}
    </FilePicker>
  );
}
