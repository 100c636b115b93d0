import { memo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { ProjectModule } from '../../core/domain/api-types';
import type { PluginDefinition } from '../../sdk/plugin';
import { modulePath } from '../routes/app-paths';
import { ModuleCardSummary } from './module-card-summary';
import { pluginTitle } from './plugin-title';
import { useFileUrl } from '../../sdk/ui/use-file-url';
import type { ModuleExtras, NamedStatus } from './workspace-api';

/**
 * The cards' styles, computed once for the whole grid: a project can hold hundreds of modules, so a
 * card is plain elements with class names, not a tree of styled components (see bench/project-page).
 */
export const ModuleCardGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
  gap: theme.spacing(2),
  '& .module-card': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    boxSizing: 'border-box',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
  },
  '& .module-card.highlighted': { outline: `3px solid ${theme.palette.primary.main}` },
  '& .module-card-bar': { display: 'flex', alignItems: 'center', minHeight: 32, padding: '4px 4px 0' },
  '& .module-card-bar .spacer': { flexGrow: 1 },
  '& .module-card-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 30,
    height: 30,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
  },
  '& .module-card-icon:hover': { background: theme.palette.action.hover },
  '& .module-card-icon:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  '& .module-card-icon.drag': { cursor: 'grab', touchAction: 'none' },
  '& .module-card-icon svg': { width: 20, height: 20, fill: 'currentColor' },
  '& .module-card-link': {
    display: 'block',
    flexGrow: 1,
    padding: theme.spacing(0, 2, 2),
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: theme.shape.borderRadius,
  },
  '& .module-card-link:hover': { background: theme.palette.action.hover },
  '& .module-card-link:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  // The whole diagram, scaled down to fit: a crop would show only its top-left part.
  '& .module-card-preview': { display: 'block', width: '100%', height: 120, objectFit: 'contain', objectPosition: 'center', marginBottom: 8 },
  '& .module-card-name': {
    ...theme.typography.subtitle1,
    fontWeight: 600,
    margin: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .module-card-tags': { display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 8 },
  '& .module-card-tag': {
    ...theme.typography.caption,
    padding: '2px 8px',
    borderRadius: 12,
    background: theme.palette.action.selected,
  },
  '& .module-card-tag.status': { background: 'transparent', border: `1px solid ${theme.palette.divider}` },
  '& .module-card-summary': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: '8px 0 0', display: 'flex', flexDirection: 'column', gap: 4 },
  '& .module-card-summary progress': { width: '100%', height: 6, accentColor: theme.palette.primary.main },
  '& .module-card-unknown': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: '8px 0 0' },
}));

const LOCK_PATH = 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z';
const MORE_PATH = 'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';
export const DRAG_PATH = 'M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

export const CardIcon = ({ path, title }: { path: string; title?: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden={title ? undefined : true} role={title ? 'img' : undefined}>
    {title && <title>{title}</title>}
    <path d={path} />
  </svg>
);

export interface ModuleCardProps {
  module: ProjectModule & ModuleExtras;
  plugin: PluginDefinition | undefined;
  projectRouteId: string;
  t: TFunction<'host'>;
  status?: NamedStatus;
  /** Opens the module's actions menu at the button; no button without it. */
  onMenu?(module: ProjectModule, anchor: HTMLElement): void;
  /** A drag handle, shown before the name. */
  handle?: ReactNode;
  highlighted?: boolean;
}

/** A module on the project page (inside a ModuleCardGrid); it opens the module's typed route. */
export const ModuleCard = memo(function ModuleCard({
  module,
  plugin,
  projectRouteId,
  t,
  status,
  onMenu,
  handle,
  highlighted,
}: ModuleCardProps) {
  const body = (
    <>
      {module.preview_image && <ModulePreview url={module.preview_image} alt={t('projectPage.module.preview', { name: module.name })} />}
      <h3 className="module-card-name">{module.name}</h3>
      {plugin ? (
        <>
          <div className="module-card-tags">
            <span className="module-card-tag">{pluginTitle(plugin, t)}</span>
            {status && (
              <span className="module-card-tag status" style={status.color ? { borderColor: status.color } : undefined}>
                {status.name}
              </span>
            )}
          </div>
          {module.summary && <ModuleCardSummary plugin={plugin} summary={module.summary} t={t} />}
        </>
      ) : (
        <p className="module-card-unknown">{t('project.unknownKind', { typeKey: module.type_key })}</p>
      )}
    </>
  );
  return (
    <div className={highlighted ? 'module-card highlighted' : 'module-card'} data-module-id={module.id}>
      <div className="module-card-bar">
        {handle}
        <span className="spacer" />
        {module.locked && (
          <span className="module-card-icon" style={{ cursor: 'default' }}>
            <CardIcon path={LOCK_PATH} title={t('module.locked')} />
          </span>
        )}
        {onMenu && (
          <button
            type="button"
            className="module-card-icon"
            aria-label={t('projectPage.module.actions', { name: module.name })}
            aria-haspopup="menu"
            onClick={(event) => onMenu(module, event.currentTarget)}
          >
            <CardIcon path={MORE_PATH} />
          </button>
        )}
      </div>
      {plugin ? (
        <RouterLink className="module-card-link" to={modulePath(plugin, projectRouteId, module.id)}>
          {body}
        </RouterLink>
      ) : (
        <div className="module-card-link">{body}</div>
      )}
    </div>
  );
});

function ModulePreview({ url, alt }: { url: string; alt: string }) {
  const src = useFileUrl(url);
  if (!src) return null;
  return <img className="module-card-preview" src={src} alt={alt} loading="lazy" />;
}
