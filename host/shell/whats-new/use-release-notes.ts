import { useCallback, useEffect, useState } from 'react';
import type { ReleaseNote } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { releaseNotePaths } from '../../pages/release-notes/release-note-paths';

export interface ReleaseNotesState {
  /** Null until the first answer. */
  notes: ReleaseNote[] | null;
  failed: boolean;
  unreadCount: number;
  reload(): void;
  /** Marks a note read on the server and here, so the badge drops at once. */
  markRead(note: ReleaseNote): Promise<void>;
}

/** The published release notes with the caller's read flags, for What's New. */
export function useReleaseNotes(): ReleaseNotesState {
  const http = useService(HttpClient);
  const [notes, setNotes] = useState<ReleaseNote[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // A widget on every page: its failure shows in the sidebar, never as the shell's error handling.
    http
      .get<ReleaseNote[]>(releaseNotePaths.published, { signal: controller.signal, skipStatusHandling: true })
      .then((answer) => {
        setNotes(answer);
        setFailed(false);
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [http, loads]);

  const reload = useCallback(() => setLoads((count) => count + 1), []);
  const markRead = useCallback(
    async (note: ReleaseNote) => {
      if (note.read) return;
      const read = await http.post<ReleaseNote>(releaseNotePaths.markRead(note.id));
      setNotes((current) => current?.map((each) => (each.id === read.id ? read : each)) ?? null);
    },
    [http],
  );
  const unreadCount = notes?.filter((note) => !note.read).length ?? 0;
  return { notes, failed, unreadCount, reload, markRead };
}
