import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentSection } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import { NameDialog } from '../../../components/name-dialog';

export interface PartValues {
  name: string;
  description: string;
  /** Groups only: the section the group sits in. */
  sectionId?: Id;
}

/** Adds or edits a section or a group: its name and description, and for a group its section. */
export function PartDialog(props: {
  title: string;
  submitLabel: string;
  initial?: PartValues;
  /** Given for a group: the sections it may sit in. */
  sections?: readonly AssessmentSection[];
  onSubmit(values: PartValues): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('host');
  const [description, setDescription] = useState(props.initial?.description ?? '');
  const [sectionId, setSectionId] = useState<Id | undefined>(props.initial?.sectionId);
  return (
    <NameDialog
      open
      title={props.title}
      submitLabel={props.submitLabel}
      initialName={props.initial?.name}
      after={
        <>
          <TextField label={t('assessments.fields.description')} value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} fullWidth />
          {props.sections && (
            <TextField select label={t('assessments.structure.section')} value={sectionId ?? ''} onChange={(event) => setSectionId(Number(event.target.value))} fullWidth>
              {props.sections.map((section) => (
                <MenuItem key={section.id} value={section.id}>
                  {section.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </>
      }
      onSubmit={(name) => props.onSubmit({ name, description: description.trim(), sectionId })}
      onClose={props.onClose}
    />
  );
}
