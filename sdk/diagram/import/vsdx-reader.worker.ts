/// <reference lib="webworker" />
/**
 * Reads a .vsdx file off the page's thread (unzip and XML of a drawing of thousands of shapes), telling
 * how far it got. Message in: the file's bytes; out: progress, then the drawing or the error's message.
 */
import type { VisioDrawing } from './visio-model';
import { readVsdx } from './vsdx-reader';

export type VsdxWorkerMessage = { progress: number } | { drawing: VisioDrawing } | { error: string };

const post = (message: VsdxWorkerMessage) => self.postMessage(message);

self.onmessage = (event: MessageEvent<Uint8Array>) => {
  try {
    post({ drawing: readVsdx(event.data, (progress) => post({ progress })) });
  } catch (error) {
    post({ error: error instanceof Error ? error.message : String(error) });
  }
};
