import Typography from '@mui/material/Typography';
import { NO_ASSIGNMENTS } from '../../entity-values/assignments';
import type { EntityValuesStore } from '../../entity-values/entity-values-store';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { AssignControl } from '../../registries/assign-control';
import { useObservable } from '../../use-observable';
import type { CellDocument } from '../cell-codec';

/** Where the properties panel assigns the selected cell: its entity value in the module's cell store. */
export interface CellAssignments {
  projectId: number;
  store: EntityValuesStore<CellDocument>;
}

/**
 * The selected cell's tags, stakeholders, products and services and members. Assignments live beside the
 * cell's document on its entity value, so they are saved by the store without touching the graph (and are
 * not an undo step of the drawing).
 */
export function CellAssignSection({ cellId, disabled, assignments }: { cellId: string; disabled: boolean; assignments: CellAssignments }) {
  const t = useSdkTranslate();
  const { store, projectId } = assignments;
  const item = useObservable(store.state$, () => store.items.find((candidate) => candidate.value.jsid === cellId));
  if (!item) return null;
  return (
    <section aria-label={t('assign.action')}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('assign.action')}
      </Typography>
      <AssignControl
        projectId={projectId}
        value={item.assignments ?? NO_ASSIGNMENTS}
        disabled={disabled}
        onChange={(change) => store.assign(item.key, change)}
      />
    </section>
  );
}
