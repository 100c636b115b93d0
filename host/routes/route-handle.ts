/**
 * What the guards need to know about a route, carried in its `handle`. `access` is inherited from
 * the nearest ancestor that sets it; `page` is read from the matched leaf only.
 */
/**
 * 'system-admin': signed in as a system admin; 'company-admin': signed in as an admin of one's company
 * (company_role admin). Anyone else is sent to /forbidden.
 */
export type RouteAccess = 'public' | 'signed-in' | 'system-admin' | 'company-admin' | 'embed';
export type PageKind = 'sign-in' | 'project' | 'module';

export interface RouteHandle {
  access?: RouteAccess;
  page?: PageKind;
}

export function resolveHandle(handles: ReadonlyArray<unknown>): { access: RouteAccess; page?: PageKind } {
  let access: RouteAccess = 'signed-in';
  for (const handle of handles) {
    const value = (handle ?? {}) as RouteHandle;
    if (value.access) access = value.access;
  }
  const leaf = (handles[handles.length - 1] ?? {}) as RouteHandle;
  return { access, page: leaf.page };
}
