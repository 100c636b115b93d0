import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useTranslate } from '../../sdk';
import { parseFrameworkCsv, type FrameworkProblem } from './framework-csv';
import type { FrameworkItem } from './matrix-model';

export interface FrameworkImportProps {
  onImported: (items: FrameworkItem[], fileName: string) => void;
  onProblems: (problems: FrameworkProblem[]) => void;
}

/** Chooses a framework CSV and reads it; a file with any wrong line is refused whole, naming the lines. */
export function FrameworkImport({ onImported, onProblems }: FrameworkImportProps) {
  const t = useTranslate('frameworx');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" title={t('importHint')} onClick={() => input.current?.click()}>
        {t('importFramework')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="framework-file"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const { items, problems } = parseFrameworkCsv(await file.text());
          if (problems.length > 0) onProblems(problems);
          else onImported(items, file.name);
        }}
      />
    </>
  );
}
