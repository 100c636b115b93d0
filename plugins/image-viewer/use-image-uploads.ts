import { useCallback, useState } from 'react';
import type { ModuleImageUpload } from '../../sdk';

export interface UploadInProgress {
  id: number;
  name: string;
  /** 0..1 */
  progress: number;
}

export interface FailedUpload {
  id: number;
  name: string;
  message: string;
}

let nextUploadId = 0;

/**
 * Uploads pictures one after another (a phone's bandwidth is better spent finishing one than starting ten),
 * with each one's progress, and calls `onUploaded` with each stored file's URL in the order chosen. A refused
 * file (too big, not an image) is listed with the reason and the others go on.
 */
export function useImageUploads(upload: ModuleImageUpload, onUploaded: (url: string, file: File) => void) {
  const [inProgress, setInProgress] = useState<UploadInProgress[]>([]);
  const [failed, setFailed] = useState<FailedUpload[]>([]);

  const add = useCallback(
    async (files: readonly File[]) => {
      const queued = files.map((file) => ({ id: nextUploadId++, file }));
      setInProgress((current) => [...current, ...queued.map(({ id, file }) => ({ id, name: file.name, progress: 0 }))]);
      for (const { id, file } of queued) {
        try {
          const url = await upload(file, (progress) =>
            setInProgress((current) => current.map((entry) => (entry.id === id ? { ...entry, progress } : entry))),
          );
          onUploaded(url, file);
        } catch (error) {
          setFailed((current) => [...current, { id, name: file.name, message: (error as Error).message }]);
        } finally {
          setInProgress((current) => current.filter((entry) => entry.id !== id));
        }
      }
    },
    [upload, onUploaded],
  );

  const dismiss = useCallback((id: number) => setFailed((current) => current.filter((entry) => entry.id !== id)), []);
  return { add, inProgress, failed, dismiss };
}
