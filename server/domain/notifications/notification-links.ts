/**
 * The app paths a notification opens (screens-and-editor.md §2): the project or module page, with
 * `?item=` (route guard rule 6: base64 JSON `{itemType, itemId}`) naming the comment thread or item to open.
 */
export type LinkedItem = { itemType: 'Comment' | 'ProjectScenarioModule' | 'EntityValue'; itemId: number };

function itemQuery(item: LinkedItem): string {
  return `?item=${encodeURIComponent(Buffer.from(JSON.stringify(item)).toString('base64'))}`;
}

export function projectLink(projectId: number, item?: LinkedItem): string {
  return `/projects/${projectId}${item ? itemQuery(item) : ''}`;
}

/** The module's typed route is found by the client (`/projects/{id}/modules/{id}` redirects, keeping the query). */
export function moduleLink(projectId: number, moduleId: number, item?: LinkedItem): string {
  return `/projects/${projectId}/modules/${moduleId}${item ? itemQuery(item) : ''}`;
}
