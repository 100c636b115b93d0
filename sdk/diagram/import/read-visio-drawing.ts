import { readFileBytes } from './read-file';
import type { VisioDrawing } from './visio-model';
import { readVsdx } from './vsdx-reader';
import type { VsdxWorkerMessage } from './vsdx-reader.worker';

/**
 * Reads a chosen .vsdx file's pages in a Web Worker, so that a big drawing never freezes the tab;
 * `onProgress` hears how much is read (0 to 1). Where there are no workers (tests in jsdom), or the
 * worker cannot start, the file is read here. Rejects with the reader's error message.
 */
export async function readVisioDrawing(file: Blob, onProgress: (fraction: number) => void = () => {}): Promise<VisioDrawing> {
  const bytes = await readFileBytes(file);
  if (typeof Worker === 'undefined') return readVsdx(bytes, onProgress);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./vsdx-reader.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<VsdxWorkerMessage>) => {
      const message = event.data;
      if ('progress' in message) return onProgress(message.progress);
      finish();
      if ('drawing' in message) resolve(message.drawing);
      else reject(new Error(message.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      try {
        resolve(readVsdx(bytes, onProgress));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    // Copied, not transferred: the bytes are still here should the worker fail to start.
    worker.postMessage(bytes);
  });
}
