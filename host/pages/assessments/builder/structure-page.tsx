import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assessmentChildPath, type AssessmentGroup, type AssessmentSection } from '../../../../core/domain/assessment-types';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeHttpError } from '../../../components/http-error-message';
import { EmptyState } from '../../../components/page-states';
import { useAssessment } from '../assessment-context';
import { RequirePermission } from '../require-permission';
import { PartDialog, type PartValues } from './part-dialog';
import { SortableRows } from './sortable-rows';
import { useReorder } from './use-reorder';

type Editing =
  | { kind: 'section'; section?: AssessmentSection }
  | { kind: 'group'; sectionId: number; group?: AssessmentGroup };
type Deleting = { kind: 'section'; item: AssessmentSection } | { kind: 'group'; item: AssessmentGroup };

/** /assessments/{id}/structure: sections, and groups inside them, added, renamed, deleted and reordered. */
export function StructurePage() {
  return (
    <RequirePermission level="write">
      <StructureEditor />
    </RequirePermission>
  );
}

function StructureEditor() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { assessment, sections, groups, questions, reload } = useAssessment();
  const sectionOrder = useReorder('sections');
  const groupOrder = useReorder('groups');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const questionCount = (test: (question: (typeof questions)[number]) => boolean) => questions.filter(test).length;
  const saveEditing = async (values: PartValues) => {
    if (!editing) return;
    if (editing.kind === 'section') {
      const body = { name: values.name, description: values.description };
      if (editing.section) await http.put(assessmentChildPath(assessment.id, 'sections', editing.section.id), body);
      else await http.post(assessmentChildPath(assessment.id, 'sections'), body);
    } else {
      const body = { name: values.name, description: values.description, assessment_section_id: values.sectionId ?? editing.sectionId };
      if (editing.group) await http.put(assessmentChildPath(assessment.id, 'groups', editing.group.id), body);
      else await http.post(assessmentChildPath(assessment.id, 'groups'), body);
    }
    setEditing(null);
    reload();
  };
  const reorderError = sectionOrder.error ?? groupOrder.error;
  const sortedSections = sectionOrder.ordered('all', [...sections].sort((a, b) => a.position - b.position));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{t('assessments.structure.intro')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'section' })} sx={{ flexShrink: 0 }}>
          {t('assessments.structure.addSection')}
        </Button>
      </Stack>
      {reorderError !== null && (
        <Alert severity="error" onClose={() => (sectionOrder.error !== null ? sectionOrder.clearError() : groupOrder.clearError())}>
          {describeHttpError(reorderError, t)}
        </Alert>
      )}
      {sections.length === 0 && <EmptyState title={t('assessments.structure.emptyTitle')}>{t('assessments.structure.emptyBody')}</EmptyState>}
      <SortableRows
        items={sortedSections}
        nameOf={(section) => section.name}
        handleLabel={(section) => t('assessments.structure.moveSection', { name: section.name })}
        onReorder={(ids) => void sectionOrder.reorder('all', ids)}
      >
        {(section, handle) => {
          const sectionGroups = groupOrder.ordered(
            `section-${section.id}`,
            groups.filter((group) => group.assessment_section_id === section.id).sort((a, b) => a.position - b.position),
          );
          return (
            <Paper variant="outlined" component="section" aria-label={section.name} sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {handle}
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {section.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('assessments.structure.questionCount', { count: questionCount((q) => q.assessment_section_id === section.id) })}
                  </Typography>
                </Box>
                <IconButton aria-label={t('assessments.structure.editSectionOf', { name: section.name })} onClick={() => setEditing({ kind: 'section', section })}>
                  <EditOutlined />
                </IconButton>
                <IconButton aria-label={t('assessments.structure.deleteSectionOf', { name: section.name })} onClick={() => setDeleting({ kind: 'section', item: section })}>
                  <DeleteOutline />
                </IconButton>
              </Stack>
              {section.description && (
                <Typography variant="body2" sx={{ mt: 0.5, ml: 5 }}>
                  {section.description}
                </Typography>
              )}
              <Box sx={{ ml: { xs: 1, sm: 5 }, mt: 1 }}>
                <SortableRows
                  items={sectionGroups}
                  nameOf={(group) => group.name}
                  handleLabel={(group) => t('assessments.structure.moveGroup', { name: group.name })}
                  onReorder={(ids) => void groupOrder.reorder(`section-${section.id}`, ids)}
                >
                  {(group, groupHandle) => (
                    <Paper variant="outlined" sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
                      {groupHandle}
                      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                        <Typography component="h3" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                          {group.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('assessments.structure.questionCount', { count: questionCount((q) => q.assessment_group_id === group.id) })}
                        </Typography>
                      </Box>
                      <IconButton aria-label={t('assessments.structure.editGroupOf', { name: group.name })} onClick={() => setEditing({ kind: 'group', sectionId: section.id, group })}>
                        <EditOutlined />
                      </IconButton>
                      <IconButton aria-label={t('assessments.structure.deleteGroupOf', { name: group.name })} onClick={() => setDeleting({ kind: 'group', item: group })}>
                        <DeleteOutline />
                      </IconButton>
                    </Paper>
                  )}
                </SortableRows>
                <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'group', sectionId: section.id })} sx={{ mt: 1 }} aria-label={t('assessments.structure.addGroupTo', { name: section.name })}>
                  {t('assessments.structure.addGroup')}
                </Button>
              </Box>
            </Paper>
          );
        }}
      </SortableRows>
      {editing && (
        <PartDialog
          title={t(`assessments.structure.${editing.kind === 'section' ? (editing.section ? 'editSection' : 'addSection') : editing.group ? 'editGroup' : 'addGroup'}`)}
          submitLabel={t(editing.kind === 'section' ? (editing.section ? 'common.save' : 'common.create') : editing.group ? 'common.save' : 'common.create')}
          initial={
            editing.kind === 'section'
              ? editing.section && { name: editing.section.name, description: editing.section.description }
              : { name: editing.group?.name ?? '', description: editing.group?.description ?? '', sectionId: editing.sectionId }
          }
          sections={editing.kind === 'group' && editing.group ? sortedSections : undefined}
          onSubmit={saveEditing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t(`assessments.structure.${deleting.kind === 'section' ? 'deleteSectionTitle' : 'deleteGroupTitle'}`, { name: deleting.item.name }) : ''}
        body={
          deleting
            ? t(`assessments.structure.${deleting.kind === 'section' ? 'deleteSectionBody' : 'deleteGroupBody'}`, {
                count: questionCount((q) => (deleting.kind === 'section' ? q.assessment_section_id : q.assessment_group_id) === deleting.item.id),
              })
            : ''
        }
        confirmLabel={t('assessments.structure.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          await http.delete(assessmentChildPath(assessment.id, deleting.kind === 'section' ? 'sections' : 'groups', deleting.item.id));
          setDeleting(null);
          reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
