import { strFromU8, unzipSync } from 'fflate';
import { parseXml, type XmlDocument, type XmlElement } from './xml-tree';

export const VISIO_NS = 'http://schemas.microsoft.com/office/visio/2012/main';
export const RELATIONSHIP_ID_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of an Open Packaging (zip) file such as a .vsdx, read as XML documents. */
export class VsdxPackage {
  private constructor(private readonly parts: Record<string, Uint8Array>) {}

  /** Unzips a package; throws fflate's error when the bytes are not a zip file. */
  static open(bytes: Uint8Array): VsdxPackage {
    return new VsdxPackage(unzipSync(bytes));
  }

  has(path: string): boolean {
    return path in this.parts;
  }

  /** A part as an XML document; throws when the part is missing or not well-formed XML. */
  xml(path: string): XmlDocument {
    const part = this.parts[path];
    if (!part) throw new Error(`The Visio file has no ${path}.`);
    try {
      return parseXml(strFromU8(part));
    } catch {
      throw new Error(`The Visio file's ${path} is not valid XML.`);
    }
  }

  /**
   * The targets of a part's relationships by relationship id, as package paths ({} without a _rels part);
   * with `type`, only the relationships of that type (the last segment of its URI, e.g. 'theme').
   */
  relationships(path: string, type?: string): Map<string, string> {
    const slash = path.lastIndexOf('/');
    const folder = path.slice(0, slash + 1);
    const relsPath = `${folder}_rels/${path.slice(slash + 1)}.rels`;
    const targets = new Map<string, string>();
    if (!this.has(relsPath)) return targets;
    for (const relationship of childrenNamed(this.xml(relsPath).documentElement, 'Relationship')) {
      if (type && !(relationship.getAttribute('Type') ?? '').endsWith(`/${type}`)) continue;
      targets.set(relationship.getAttribute('Id') ?? '', resolvePath(folder, relationship.getAttribute('Target') ?? ''));
    }
    return targets;
  }
}

/** A relationship target (relative to the part's folder, or absolute from the package root) as a package path. */
function resolvePath(folder: string, target: string): string {
  const segments = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** The element's children with a local name (Visio parts use one default namespace). */
export function childrenNamed(parent: XmlElement, name: string): XmlElement[] {
  return Array.from(parent.children).filter((child) => child.localName === name);
}

export function childNamed(parent: XmlElement, name: string): XmlElement | undefined {
  return Array.from(parent.children).find((child) => child.localName === name);
}

/** The first element with a local name at any depth below the element, in document order. */
export function descendantNamed(parent: XmlElement, name: string): XmlElement | undefined {
  for (const child of parent.children) {
    const found = child.localName === name ? child : descendantNamed(child, name);
    if (found) return found;
  }
  return undefined;
}
