import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';

export interface VisioPageChoice {
  /** The drawing's pages: name and number of shapes. */
  pages: ReadonlyArray<{ name: string; shapes: number }>;
  onImportPage(index: number): void;
  /** Absent where new modules cannot be made (e.g. the editor is not a project's module). */
  onEachPageAsModule?: () => void;
  onCancel(): void;
}

/** A drawing of several pages: which page to import here, or each page as a new module. */
export function VisioPageDialog({ pages, onImportPage, onEachPageAsModule, onCancel }: VisioPageChoice) {
  const t = useSdkTranslate();
  const [chosen, setChosen] = useState(0);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="visio-pages-title">
      <DialogTitle id="visio-pages-title">{t('diagram.visioImport.pagesTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('diagram.visioImport.pagesIntro', { count: pages.length })}</DialogContentText>
        <RadioGroup aria-labelledby="visio-pages-title" value={String(chosen)} onChange={(event) => setChosen(Number(event.target.value))}>
          {pages.map((page, index) => (
            <FormControlLabel key={index} value={String(index)} control={<Radio />} label={t('diagram.visioImport.page', { name: page.name, count: page.shapes })} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('diagram.visioImport.cancel')}</Button>
        {onEachPageAsModule && <Button onClick={onEachPageAsModule}>{t('diagram.visioImport.eachPageAsModule')}</Button>}
        <Button variant="contained" onClick={() => onImportPage(chosen)}>
          {t('diagram.visioImport.importPage')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
