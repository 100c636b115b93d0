/**
 * The spec writes most paths with a trailing .json and some without; the client may use either. Routes
 * register both forms; the documentation lists only the .json one.
 */
export interface RouteForm {
  url: string;
  /** Hidden from the OpenAPI document (the duplicate form). */
  hide: boolean;
}

export function routeForms(path: string): RouteForm[] {
  const bare = path.replace(/\.json$/, '');
  return [
    { url: `${bare}.json`, hide: false },
    { url: bare, hide: true },
  ];
}
