/** A catalog's details as a tree (pure): tree order within a group, and a detail's descendants. */
interface TreeNode {
  id: number;
  group_id: number;
  parent_id: number | null;
  position: number;
}

const byPosition = (a: TreeNode, b: TreeNode) => a.position - b.position || a.id - b.id;

function childrenByParent<T extends TreeNode>(nodes: readonly T[]): Map<number | null, T[]> {
  const children = new Map<number | null, T[]>();
  for (const node of nodes) children.set(node.parent_id, [...(children.get(node.parent_id) ?? []), node]);
  for (const list of children.values()) list.sort(byPosition);
  return children;
}

/** Every node, groups in the given order, each group depth first, siblings by position. */
export function inTreeOrder<T extends TreeNode>(nodes: readonly T[], groupOrder: readonly number[]): T[] {
  const children = childrenByParent(nodes);
  const ordered: T[] = [];
  const visit = (node: T) => {
    ordered.push(node);
    for (const child of children.get(node.id) ?? []) visit(child);
  };
  for (const groupId of groupOrder) for (const top of (children.get(null) ?? []).filter((node) => node.group_id === groupId)) visit(top);
  return ordered;
}

/** The ids below the node (not itself), depth first. */
export function descendantIds(nodes: readonly TreeNode[], id: number): number[] {
  const children = childrenByParent(nodes);
  const found: number[] = [];
  const visit = (parentId: number) => {
    for (const child of children.get(parentId) ?? []) {
      found.push(child.id);
      visit(child.id);
    }
  };
  visit(id);
  return found;
}

/** The siblings of a place (group and parent), by position. */
export function siblingIds(nodes: readonly TreeNode[], groupId: number, parentId: number | null): number[] {
  return nodes.filter((node) => node.group_id === groupId && node.parent_id === parentId).sort(byPosition).map((node) => node.id);
}

/**
 * Each node by its path of names joined with `separator`, from the top of its tree down; `root` names what comes
 * before a top node (a detail's group), if anything.
 */
export function namePaths<T extends { id: number; parent_id: number | null; name: string }>(nodes: readonly T[], separator: string, root: (node: T) => string[] = () => []): Map<string, T> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const partsOf = (node: T): string[] => (node.parent_id === null ? [...root(node), node.name] : [...partsOf(byId.get(node.parent_id)!), node.name]);
  return new Map(nodes.map((node) => [partsOf(node).join(separator), node]));
}
