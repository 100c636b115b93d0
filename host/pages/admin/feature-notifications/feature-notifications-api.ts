/** The calls of the feature-notifications admin page (/api/admin/new_feature_notifications). */
import type { FeatureNotification, FeatureNotificationInput } from '../../../../core/domain/api-types';
import type { HttpClient } from '../../../../core/services/http-client';

const BASE = '/api/admin/new_feature_notifications';

export const featureNotificationPaths = {
  list: `${BASE}.json`,
  one: (id: number) => `${BASE}/${id}.json`,
  uploadImage: (id: number) => `${BASE}/${id}/upload_image.json`,
  removeImage: (id: number) => `${BASE}/${id}/remove_image.json`,
};

/** What the form does to the image: leave it, replace it with a chosen file, or remove it. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

/** Writes the fields (a new notification without `id`), then the image change; answers the notification. */
export async function saveFeatureNotification(http: HttpClient, id: number | null, fields: FeatureNotificationInput, image: ImageChange): Promise<FeatureNotification> {
  const saved = id === null ? await http.post<FeatureNotification>(featureNotificationPaths.list, fields) : await http.put<FeatureNotification>(featureNotificationPaths.one(id), fields);
  if (image.kind === 'replace') {
    const form = new FormData();
    form.append('image', image.file);
    return http.post<FeatureNotification>(featureNotificationPaths.uploadImage(saved.id), form);
  }
  if (image.kind === 'remove' && saved.image) return http.delete<FeatureNotification>(featureNotificationPaths.removeImage(saved.id));
  return saved;
}
