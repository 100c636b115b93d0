import type { dia } from '@joint/core';
import { first, firstValueFrom } from 'rxjs';
import type { EntityValue } from '../../core/domain/api-types';
import type { HttpClient } from '../../core/services/http-client';
import type { CellDocument } from './cell-codec';
import { FROM_STORE, SKIP_UNDO } from './change-options';
import type { CellStore } from './diagram-store-sync';

/** The image calls of §7 for cells. */
export interface CellImageTransport {
  /** Uploads an image onto a cell and answers its URL. */
  upload(cellId: string, image: Blob): Promise<string>;
  remove(cellId: string): Promise<void>;
  /** Fetches an image as a blob (kept while its cell is deleted). */
  download(url: string): Promise<Blob>;
}

/**
 * The §7 calls on the module's entity values: upload_image.json (form data: image, id) whose answer
 * holds the cell's entity value with its jsid and image, remove_image.json, and a GET of the image URL.
 * Paths as the spec gives them. Status handling is skipped: a cell deleted meanwhile answers 404, which
 * is this call's failure (reported by the caller), not a reason to leave the page.
 */
export function httpCellImageTransport(http: HttpClient, projectId: number, moduleId: number): CellImageTransport {
  const base = `/api/projects/${projectId}/project_scenario_modules/${moduleId}/entity_values`;
  return {
    async upload(cellId, image) {
      const form = new FormData();
      form.append('image', image, 'image.png');
      form.append('id', cellId);
      const answer = await http.post<{ entity_values?: EntityValue<CellDocument>[] }>(`${base}/upload_image.json`, form, { skipStatusHandling: true });
      const url = answer.entity_values?.find((value) => value.value.jsid === cellId)?.value.image?.url;
      if (!url) throw new Error('The image was uploaded, but the server did not say where it is. Please try again.');
      return url;
    },
    async remove(cellId) {
      await http.post(`${base}/remove_image.json`, { id: cellId }, { skipStatusHandling: true });
    },
    download: (url) => http.getBlob(url),
  };
}

/**
 * Images on cells: upload and remove, and §7's keeping of a deleted cell's image as a blob so that
 * undoing the deletion restores it (the server drops the image with its entity value, so the restored
 * cell's image is uploaded again and its URL updated, outside the undo history). The server finds a cell
 * by its jsid among the saved cells, so that upload waits for `cellSaved`: the restored cell is saved
 * with the next bulk update, up to 700 ms later.
 */
export class CellImages {
  /** jsid → the image of a deleted cell, while its deletion can be undone. */
  private readonly kept = new Map<string, Promise<Blob | null>>();

  constructor(
    private readonly graph: dia.Graph,
    private readonly transport: CellImageTransport,
    private readonly onError: (error: unknown) => void,
    /** Resolves once the cell with this jsid is saved on the server. */
    private readonly cellSaved: (cellId: string) => Promise<void>,
  ) {
    graph.on('remove', this.onRemove, this);
    graph.on('add', this.onAdd, this);
  }

  dispose(): void {
    this.graph.off('remove', this.onRemove, this);
    this.graph.off('add', this.onAdd, this);
    this.kept.clear();
  }

  async upload(cellId: string, image: Blob): Promise<void> {
    const url = await this.transport.upload(cellId, image);
    this.graph.getCell(cellId)?.set('image', { url });
  }

  async remove(cellId: string): Promise<void> {
    await this.transport.remove(cellId);
    this.graph.getCell(cellId)?.set('image', null);
  }

  private onRemove(cell: dia.Cell, _collection: unknown, options: dia.Cell.Options = {}): void {
    const url = imageUrl(cell);
    if (!url || options[FROM_STORE] || options.replace) return;
    const blob = this.transport.download(url).catch((error: unknown) => {
      this.onError(error);
      return null;
    });
    this.kept.set(String(cell.id), blob);
  }

  private onAdd(cell: dia.Cell, _collection: unknown, options: dia.Cell.Options = {}): void {
    const id = String(cell.id);
    const kept = this.kept.get(id);
    if (!kept || !options.undo || !imageUrl(cell)) return;
    this.kept.delete(id);
    void kept
      .then(async (blob) => {
        if (!blob) return;
        await this.cellSaved(id);
        // Deleted again meanwhile: nothing to restore.
        if (!this.graph.getCell(id)) return;
        const url = await this.transport.upload(id, blob);
        this.graph.getCell(id)?.set('image', { url }, { [SKIP_UNDO]: true });
      })
      .catch(this.onError);
  }
}

function imageUrl(cell: dia.Cell): string | null {
  const image = cell.get('image') as { url?: string | null } | null | undefined;
  return image?.url ?? null;
}

/** The `cellSaved` of a diagram whose cells are in this store: the first moment a value with the jsid has an id. */
export function cellSavedIn(store: Pick<CellStore, 'state$'>): (cellId: string) => Promise<void> {
  return async (cellId) => {
    await firstValueFrom(store.state$.pipe(first((state) => state.items.some((item) => item.value.jsid === cellId && item.id !== null))));
  };
}
