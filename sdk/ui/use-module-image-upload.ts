import { useCallback } from 'react';
import type { ProjectModule } from '../../core/domain/api-types';
import { IMAGE_SNIFF_BYTES, MODULE_IMAGE_MAX_BYTES, MODULE_IMAGE_TYPES, sniffImageType } from '../../core/domain/image-content-type';
import { uploadWithProgress } from '../../core/http/upload-with-progress';
import { HttpClient } from '../../core/services/http-client';
import { Session } from '../../core/services/session';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { refusalOf } from '../http/refusal-message';
import { useService } from '../services-context';
import { megabytes } from './megabytes';

/** Uploads a picture as a file of the module and answers its URL; `onProgress` gets 0..1 as the bytes go. */
export type ModuleImageUpload = (file: File, onProgress?: (fraction: number) => void) => Promise<string>;

/** The first bytes of a file, through FileReader, which every browser (and jsdom) has. */
function readFirstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/**
 * Stores a picture as a file of the module (POST .../entity_values/upload_module_image.json): the rich text
 * editor's images, the image viewer's. The file is checked first as the server will check it, by its size and its
 * first bytes (not its name), so a wrong file is refused at once, in the user's words, without sending it. A
 * refusal (also the server's) is the upload's failure for the caller to show, not a reason to leave the page.
 */
export function useModuleImageUpload(module: Pick<ProjectModule, 'id' | 'project_id'>): ModuleImageUpload {
  const http = useService(HttpClient);
  const session = useService(Session);
  const t = useSdkTranslate();
  const { id, project_id: projectId } = module;
  return useCallback(
    async (file, onProgress) => {
      if (file.size > MODULE_IMAGE_MAX_BYTES) {
        throw new Error(t('image.tooBig', { name: file.name, size: megabytes(file.size), max: megabytes(MODULE_IMAGE_MAX_BYTES) }));
      }
      const type = sniffImageType(await readFirstBytes(file, IMAGE_SNIFF_BYTES));
      if (!type || !MODULE_IMAGE_TYPES.includes(type)) throw new Error(t('image.notImage', { name: file.name }));
      const form = new FormData();
      form.append('image', file, file.name);
      const path = `/api/projects/${projectId}/project_scenario_modules/${id}/entity_values/upload_module_image.json`;
      try {
        const answer = onProgress
          ? await uploadWithProgress<{ url: string }>(session, path, form, onProgress)
          : await http.post<{ url: string }>(path, form, { skipStatusHandling: true });
        return answer.url;
      } catch (error) {
        throw new Error(refusalOf(error, t), { cause: error });
      }
    },
    [http, session, t, projectId, id],
  );
}
