import { useCallback } from 'react';
import type { ProjectModule } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';

/**
 * RichTextEditor's uploadImage for a module: stores the picture as a file of the module
 * (POST .../entity_values/upload_text_image.json) and answers its URL for the <img src>. A refusal (too big,
 * not an image) is the upload's failure, shown by the editor, not a reason to leave the page.
 */
export function useModuleImageUpload(module: Pick<ProjectModule, 'id' | 'project_id'>): (file: File) => Promise<string> {
  const http = useService(HttpClient);
  const { id, project_id: projectId } = module;
  return useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append('image', file, file.name);
      const answer = await http.post<{ url: string }>(
        `/api/projects/${projectId}/project_scenario_modules/${id}/entity_values/upload_text_image.json`,
        form,
        { skipStatusHandling: true },
      );
      return answer.url;
    },
    [http, projectId, id],
  );
}
