/** The URLs of the release-notes calls and pages. */
const notes = '/api/release_notes';
const adminNotes = '/api/admin/release_notes';

export const releaseNotePaths = {
  published: `${notes}.json`,
  publishedNote: (id: number) => `${notes}/${id}.json`,
  markRead: (id: number) => `${notes}/${id}/read.json`,
  adminList: `${adminNotes}.json`,
  adminNote: (id: number) => `${adminNotes}/${id}.json`,
  adminImages: (id: number) => `${adminNotes}/${id}/release_note_images.json`,
  adminImage: (id: number, imageId: number) => `${adminNotes}/${id}/release_note_images/${imageId}.json`,
};

export const releaseNotePage = (id: number) => `/release-notes/${id}`;
export const adminReleaseNotePage = (id: number) => `/admin/release-notes/${id}`;
