import { useState } from 'react';
import { Box, Divider, Drawer, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectModule, Section } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { PermissionService } from '../../../core/services/permission-service';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { ChoiceDialog } from '../../components/choice-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NameDialog } from '../../components/name-dialog';
import { lazyDialog, lazyPanel } from '../../components/lazy-part';
import { projectApi, type NamedStatus } from '../../components/workspace-api';
import type { PluginRegistry } from '../../registry/plugin-registry';
import { modulePath } from '../../routes/app-paths';
import { groupModules } from './module-order';
import type { WorkspaceModule, WorkspaceProject } from './project-data';

const ShareLinksDialog = lazyDialog(async () => (await import('../../components/share-links-dialog')).ShareLinksDialog);
const CommentsPanel = lazyPanel(async () => (await import('../../components/comments-panel')).CommentsPanel);

export interface ModuleMenuTarget {
  module: ProjectModule;
  anchor: HTMLElement;
}
export interface SectionMenuTarget {
  section: Section;
  anchor: HTMLElement;
}

type Open =
  | { kind: 'rename-module' | 'move' | 'status' | 'delete-module' | 'share' | 'comments'; module: WorkspaceModule }
  | { kind: 'rename-section' | 'delete-section'; section: Section }
  | null;

const NO_SECTION = 'none';

/** The module and section menus of the project page and the dialogs they open. */
export function ModuleMenus(props: {
  project: WorkspaceProject;
  sections: Section[];
  modules: WorkspaceModule[];
  statuses: NamedStatus[];
  registry: PluginRegistry;
  projectRouteId: string;
  moduleMenu: ModuleMenuTarget | null;
  sectionMenu: SectionMenuTarget | null;
  onCloseMenus(): void;
  onMoveModule(moduleId: number, sectionId: number | null, index: number): void;
  onMoveSection(sectionId: number, index: number): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const permissions = useService(PermissionService);
  const snackbar = useService(SuccessSnackbar);
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const { project, sections, modules, moduleMenu, sectionMenu, onCloseMenus, onChanged } = props;
  const api = projectApi(project.id);
  const canWrite = permissions.canProject(project, 'write');
  const canAdmin = permissions.canProject(project, 'admin');

  const module = moduleMenu ? (modules.find((m) => m.id === moduleMenu.module.id) ?? null) : null;
  const groups = groupModules(sections, modules);
  const groupOf = (m: WorkspaceModule) => groups.find((g) => g.modules.some((entry) => entry.id === m.id));

  const act = (action: () => Promise<unknown>) => {
    onCloseMenus();
    action()
      .catch(() => undefined)
      .finally(onChanged);
  };
  const show = (next: Open) => {
    onCloseMenus();
    setOpen(next);
  };
  const done = () => {
    setOpen(null);
    onChanged();
  };

  const moduleItems = () => {
    if (!module) return [];
    const group = groupOf(module);
    const index = group?.modules.findIndex((m) => m.id === module.id) ?? 0;
    const plugin = props.registry.byTypeKey(module.type_key);
    const writable = canWrite && !module.locked;
    const items = [];
    if (plugin) {
      items.push(
        <MenuItem key="open" onClick={() => (onCloseMenus(), void navigate(modulePath(plugin, props.projectRouteId, module.id)))}>
          {t('projectPage.module.open')}
        </MenuItem>,
      );
    }
    items.push(
      <MenuItem key="comments" onClick={() => show({ kind: 'comments', module })}>
        {t('projectPage.module.comments')}
      </MenuItem>,
    );
    if (canWrite) {
      if (writable) {
        items.push(
          <MenuItem key="rename" onClick={() => show({ kind: 'rename-module', module })}>
            {t('projectPage.module.rename')}
          </MenuItem>,
        );
      }
      items.push(
        <MenuItem
          key="up"
          disabled={index <= 0}
          onClick={() => (onCloseMenus(), props.onMoveModule(module.id, group?.sectionId ?? null, index - 1))}
        >
          {t('projectPage.module.moveUp')}
        </MenuItem>,
        <MenuItem
          key="down"
          disabled={!group || index >= group.modules.length - 1}
          onClick={() => (onCloseMenus(), props.onMoveModule(module.id, group?.sectionId ?? null, index + 1))}
        >
          {t('projectPage.module.moveDown')}
        </MenuItem>,
        <MenuItem key="move" onClick={() => show({ kind: 'move', module })}>
          {t('projectPage.module.moveTo')}
        </MenuItem>,
      );
      if (writable && props.statuses.length > 0) {
        items.push(
          <MenuItem key="status" onClick={() => show({ kind: 'status', module })}>
            {t('projectPage.module.status')}
          </MenuItem>,
        );
      }
      if (canAdmin) {
        items.push(
          <MenuItem key="lock" onClick={() => act(() => http.put(api.module(module.id), { locked: !module.locked }))}>
            {module.locked ? t('projectPage.module.unlock') : t('projectPage.module.lock')}
          </MenuItem>,
        );
      }
      items.push(
        <MenuItem
          key="clone"
          onClick={() =>
            act(async () => {
              await http.post(api.moduleClone(module.id), {});
              snackbar.show(t('projectPage.module.cloned', { name: module.name }));
            })
          }
        >
          {t('projectPage.module.clone')}
        </MenuItem>,
      );
    }
    if (canAdmin) {
      items.push(
        <MenuItem key="share" onClick={() => show({ kind: 'share', module })}>
          {t('projectPage.module.share')}
        </MenuItem>,
      );
    }
    if (writable) {
      items.push(
        <Divider key="divider" />,
        <MenuItem key="delete" sx={{ color: 'error.main' }} onClick={() => show({ kind: 'delete-module', module })}>
          {t('projectPage.module.delete')}
        </MenuItem>,
      );
    }
    return items;
  };

  const section = sectionMenu?.section ?? null;
  const sectionIndex = section ? sections.findIndex((s) => s.id === section.id) : -1;

  return (
    <>
      <Menu anchorEl={moduleMenu?.anchor ?? null} open={module !== null} onClose={onCloseMenus}>
        {moduleItems()}
      </Menu>
      <Menu anchorEl={sectionMenu?.anchor ?? null} open={section !== null} onClose={onCloseMenus}>
        {section && [
          <MenuItem key="rename" onClick={() => show({ kind: 'rename-section', section })}>
            {t('projectPage.section.rename')}
          </MenuItem>,
          <MenuItem key="up" disabled={sectionIndex <= 0} onClick={() => (onCloseMenus(), props.onMoveSection(section.id, sectionIndex - 1))}>
            {t('projectPage.section.moveUp')}
          </MenuItem>,
          <MenuItem
            key="down"
            disabled={sectionIndex >= sections.length - 1}
            onClick={() => (onCloseMenus(), props.onMoveSection(section.id, sectionIndex + 1))}
          >
            {t('projectPage.section.moveDown')}
          </MenuItem>,
          <MenuItem
            key="clone"
            onClick={() =>
              act(async () => {
                await http.post(api.sectionClone(section.id), {});
                snackbar.show(t('projectPage.section.cloned'));
              })
            }
          >
            {t('projectPage.section.clone')}
          </MenuItem>,
          <Divider key="divider" />,
          <MenuItem key="delete" sx={{ color: 'error.main' }} onClick={() => show({ kind: 'delete-section', section })}>
            {t('projectPage.section.delete')}
          </MenuItem>,
        ]}
      </Menu>

      <NameDialog
        open={open?.kind === 'rename-module' || open?.kind === 'rename-section'}
        title={open?.kind === 'rename-section' ? t('projectPage.section.rename') : t('projectPage.module.renameTitle')}
        submitLabel={t('common.save')}
        initialName={open && 'module' in open ? open.module.name : open && 'section' in open ? open.section.name : ''}
        onSubmit={async (name) => {
          if (open && 'module' in open) await http.put(api.module(open.module.id), { name });
          if (open && 'section' in open) await http.put(api.section(open.section.id), { name });
          done();
        }}
        onClose={() => setOpen(null)}
      />
      {open?.kind === 'move' && (
        <ChoiceDialog
          open
          title={t('projectPage.module.moveToTitle', { name: open.module.name })}
          label={t('project.section')}
          initial={open.module.section_id !== null ? String(open.module.section_id) : NO_SECTION}
          choices={[
            ...sections.map((s) => ({ value: String(s.id), label: s.name })),
            { value: NO_SECTION, label: t('project.noSection') },
          ]}
          submitLabel={t('projectPage.module.moveTo').replace('…', '')}
          onSubmit={async (value) => {
            const target = value === NO_SECTION ? null : Number(value);
            setOpen(null);
            props.onMoveModule(open.module.id, target, Number.MAX_SAFE_INTEGER);
            snackbar.show(t('projectPage.module.moved', { name: open.module.name }));
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'status' && (
        <ChoiceDialog
          open
          title={t('projectPage.statusTitle')}
          label={t('projectPage.status')}
          initial={open.module.status_id != null ? String(open.module.status_id) : NO_SECTION}
          choices={[
            { value: NO_SECTION, label: t('projectPage.noStatus') },
            ...props.statuses.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          onSubmit={async (value) => {
            await http.put(api.module(open.module.id), { status_id: value === NO_SECTION ? null : Number(value) });
            done();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete-module' || open?.kind === 'delete-section'}
        title={
          open && 'section' in open
            ? t('projectPage.section.deleteTitle', { name: open.section.name })
            : t('projectPage.module.deleteTitle', { name: open && 'module' in open ? open.module.name : '' })
        }
        body={open && 'section' in open ? t('projectPage.section.deleteBody') : t('projectPage.module.deleteBody')}
        confirmLabel={t('projectPage.confirm.delete')}
        onConfirm={async () => {
          if (open && 'module' in open) await http.delete(api.module(open.module.id));
          if (open && 'section' in open) await http.delete(api.section(open.section.id));
          done();
        }}
        onClose={() => setOpen(null)}
      />
      {open?.kind === 'share' && (
        <ShareLinksDialog open projectId={project.id} modules={modules} initialModuleId={open.module.id} onClose={() => setOpen(null)} />
      )}
      <Drawer
        anchor="right"
        open={open?.kind === 'comments'}
        onClose={() => setOpen(null)}
        slotProps={{ paper: { 'aria-label': open?.kind === 'comments' ? t('projectPage.moduleComments', { name: open.module.name }) : undefined } }}
      >
        <Box sx={{ width: { xs: '100vw', sm: 440 }, p: 2 }}>
          {open?.kind === 'comments' && (
            <CommentsPanel
              projectId={project.id}
              moduleId={open.module.id}
              title={open.module.name}
              target={{ commentable_type: 'ProjectScenarioModule', commentable_id: open.module.id, comment_level_type: 'module' }}
              canWrite={canWrite}
            />
          )}
        </Box>
      </Drawer>
    </>
  );
}
