import { Alert, Dialog, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assessmentChildPath,
  assessmentPositionsPath,
  QUESTION_TYPE_KEYS,
  type AssessmentQuestion,
  type AssessmentQuestionCreate,
  type AssessmentQuestionOption,
  type QuestionCondition,
  type QuestionTypeKey,
} from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { DialogButtons } from '../../../components/dialog-buttons';
import { describeHttpError, fieldError } from '../../../components/http-error-message';
import { useAssessment } from '../assessment-context';
import { isChoiceType } from '../model/answer-map';
import { questionsInOrder } from '../model/assessment-outline';
import { ConditionEditor } from './condition-editor';
import { defaultDrafts, draftsOf, optionChanges, optionsProblem, scoreOf, type OptionDraft } from './option-drafts';
import { OptionsEditor } from './options-editor';

export interface QuestionPlace {
  sectionId: Id;
  groupId: Id | null;
}

/** The choice questions a condition of a question at `place` may name: those shown before it. */
function conditionCandidates(ordered: readonly AssessmentQuestion[], question: AssessmentQuestion | undefined, place: QuestionPlace, sectionRank: (id: Id) => number) {
  const before = question
    ? ordered.slice(0, ordered.findIndex((entry) => entry.id === question.id))
    : ordered.filter((entry) => sectionRank(entry.assessment_section_id) <= sectionRank(place.sectionId));
  return before.filter((entry) => isChoiceType(entry.question_type_key) && entry.options.length > 0);
}

/** Adds a question at a place, or edits one: text, type, options with scores, required, help, condition. */
export function QuestionDialog(props: { question?: AssessmentQuestion; place: QuestionPlace; typeNames: ReadonlyMap<QuestionTypeKey, string>; onSaved(): void; onClose(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { assessment, outline, sections, groups } = useAssessment();
  const titleId = useId();
  const { question } = props;
  const [text, setText] = useState(question?.text ?? '');
  const [help, setHelp] = useState(question?.help ?? '');
  const [type, setType] = useState<QuestionTypeKey>(question?.question_type_key ?? 'single_choice');
  const [required, setRequired] = useState(question?.required ?? false);
  const [place, setPlace] = useState<QuestionPlace>(props.place);
  const [options, setOptions] = useState<OptionDraft[]>(question ? draftsOf(question.options) : []);
  const [condition, setCondition] = useState<QuestionCondition | null>(question?.condition ?? null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const choice = isChoiceType(type);
  const sectionRank = (id: Id) => outline.findIndex((part) => part.section.id === id);
  const candidates = conditionCandidates(questionsInOrder(outline), question, place, sectionRank);
  const textMissing = text.trim() === '';
  const optionsError = choice ? optionsProblem(options) : null;
  const conditionIncomplete = condition !== null && condition.assessment_question_option_ids.length === 0;

  const changeType = (next: QuestionTypeKey) => {
    setType(next);
    if (isChoiceType(next) && options.length === 0) setOptions(defaultDrafts(next));
  };
  const syncOptions = async (saved: readonly AssessmentQuestionOption[]) => {
    const changes = optionChanges(saved, options);
    const path = (id?: Id) => assessmentChildPath(assessment.id, 'question_options', id);
    for (const id of changes.remove) await http.delete(path(id));
    for (const change of changes.update) await http.put(path(change.id), { label: change.label, score: change.score });
    const createdIds = new Map<string, Id>();
    for (const draft of changes.create) {
      const created = await http.post<AssessmentQuestionOption>(path(), { assessment_question_id: question!.id, label: draft.label.trim(), score: scoreOf(draft) });
      createdIds.set(draft.key, created.id);
    }
    if (changes.reordered) {
      await http.post(assessmentPositionsPath(assessment.id, 'question_options'), { ids: options.map((draft) => draft.id ?? createdIds.get(draft.key)!) });
    }
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (textMissing || optionsError || conditionIncomplete) return;
    setBusy(true);
    setFailure(null);
    const body: Omit<AssessmentQuestionCreate, 'options'> = {
      assessment_section_id: place.sectionId,
      assessment_group_id: place.groupId,
      question_type_key: type,
      text: text.trim(),
      help: help.trim(),
      required,
      condition,
    };
    try {
      if (question) {
        await http.put(assessmentChildPath(assessment.id, 'questions', question.id), body);
        if (choice) await syncOptions(isChoiceType(question.question_type_key) ? question.options : []);
      } else {
        const created: AssessmentQuestionCreate = {
          ...body,
          options: choice ? options.map((draft) => ({ label: draft.label.trim(), score: scoreOf(draft) })) : undefined,
        };
        await http.post(assessmentChildPath(assessment.id, 'questions'), created);
      }
      props.onSaved();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const sectionGroups = groups.filter((group) => group.assessment_section_id === place.sectionId);
  return (
    <Dialog open onClose={busy ? undefined : props.onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form noValidate onSubmit={(event) => void save(event)}>
        <DialogTitle id={titleId}>{t(question ? 'assessments.questions.edit' : 'assessments.questions.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure !== null && <Alert severity="error">{describeHttpError(failure, t)}</Alert>}
            <TextField
              label={t('assessments.questions.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              required
              autoFocus
              multiline
              error={(checked && textMissing) || !!fieldError(failure, 'text', t)}
              helperText={checked && textMissing ? t('assessments.questions.textMissing') : fieldError(failure, 'text', t)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label={t('assessments.questions.type')} value={type} onChange={(event) => changeType(event.target.value as QuestionTypeKey)} fullWidth>
                {QUESTION_TYPE_KEYS.map((key) => (
                  <MenuItem key={key} value={key}>
                    {props.typeNames.get(key) ?? t(`assessments.questionTypes.${key}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel control={<Switch checked={required} onChange={(event) => setRequired(event.target.checked)} />} label={t('assessments.questions.required')} sx={{ flexShrink: 0 }} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label={t('assessments.structure.section')} value={place.sectionId} onChange={(event) => setPlace({ sectionId: Number(event.target.value), groupId: null })} fullWidth>
                {sections.map((section) => (
                  <MenuItem key={section.id} value={section.id}>
                    {section.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label={t('assessments.questions.group')} value={place.groupId ?? 'none'} onChange={(event) => setPlace({ ...place, groupId: event.target.value === 'none' ? null : Number(event.target.value) })} fullWidth>
                <MenuItem value="none">{t('assessments.questions.noGroup')}</MenuItem>
                {sectionGroups.map((group) => (
                  <MenuItem key={group.id} value={group.id}>
                    {group.name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField label={t('assessments.questions.help')} helperText={t('assessments.questions.helpHelp')} value={help} onChange={(event) => setHelp(event.target.value)} multiline />
            {choice && <OptionsEditor options={options} onChange={setOptions} error={checked && optionsError ? t(optionsError) : null} />}
            <ConditionEditor condition={condition} candidates={candidates} onChange={setCondition} error={checked && conditionIncomplete ? t('assessments.questions.conditionIncomplete') : null} />
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={props.onClose} busy={busy} submitLabel={t(question ? 'common.save' : 'common.create')} />
      </form>
    </Dialog>
  );
}
