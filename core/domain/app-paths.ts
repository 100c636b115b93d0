/** Client routes the kernel sends the user to when the API answers 404 or 503 (screens-and-editor.md §8). */
export const APP_PATHS = {
  home: '/',
  notFound: '/not-found',
  maintenance: '/maintenance',
} as const;
