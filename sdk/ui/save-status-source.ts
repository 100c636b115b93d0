import type { SaveQueue } from '../../core/services/save-queue';

/** What `<SaveStatus>` needs: a save queue, or anything that forwards one (e.g. an entity values store). */
export type SaveStatusSource = Pick<SaveQueue<unknown>, 'state$' | 'state' | 'retry'>;
