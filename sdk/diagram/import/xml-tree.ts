/**
 * A small XML reader for the parts of an Office package, usable where DOMParser is not (a Web Worker).
 * Its elements offer the part of the DOM Element interface the Visio reader uses, so a DOM element
 * would do as well.
 */
export interface XmlElement {
  readonly localName: string;
  readonly children: ArrayLike<XmlElement> & Iterable<XmlElement>;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  getAttributeNS(namespace: string | null, localName: string): string | null;
}

export interface XmlDocument {
  readonly documentElement: XmlElement;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.includes('&')
    ? text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
        if (name[0] !== '#') return ENTITIES[name] ?? whole;
        return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      })
    : text;

class Element implements XmlElement {
  readonly children: Element[] = [];
  /** Text and child elements in document order. */
  readonly content: Array<string | Element> = [];
  readonly localName: string;

  constructor(
    readonly name: string,
    private readonly attributes: ReadonlyMap<string, string>,
    readonly parent: Element | null,
  ) {
    this.localName = name.slice(name.indexOf(':') + 1);
  }

  get textContent(): string {
    return this.content.map((part) => (typeof part === 'string' ? part : part.textContent)).join('');
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  getAttributeNS(namespace: string | null, localName: string): string | null {
    for (const [name, value] of this.attributes) {
      const colon = name.indexOf(':');
      if (name.slice(colon + 1) !== localName) continue;
      // An attribute without a prefix is in no namespace (the default namespace is for elements only).
      if (colon < 0 ? namespace === null : this.namespaceOf(name.slice(0, colon)) === namespace) return value;
    }
    return null;
  }

  private namespaceOf(prefix: string): string | null {
    const declared = this.attributes.get(prefix ? `xmlns:${prefix}` : 'xmlns');
    return declared ?? this.parent?.namespaceOf(prefix) ?? null;
  }
}

const OPEN_TAG = /<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Parses well-formed XML; throws an Error for text that is not (unclosed or mismatched tags, no root). */
export function parseXml(text: string): XmlDocument {
  let root: Element | null = null;
  let current: Element | null = null;
  let at = 0;
  const fail = (): never => {
    throw new Error('not well-formed XML');
  };
  const skipTo = (end: string, from: number) => {
    const found = text.indexOf(end, from);
    if (found < 0) fail();
    return found + end.length;
  };
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const run = text.slice(at, lt < 0 ? text.length : lt);
    if (run) {
      if (current) current.content.push(decode(run));
      else if (run.trim()) fail();
    }
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) at = skipTo('-->', lt + 4);
    else if (text.startsWith('<?', lt)) at = skipTo('?>', lt + 2);
    else if (text.startsWith('<![CDATA[', lt)) {
      at = skipTo(']]>', lt + 9);
      if (!current) fail();
      (current as Element).content.push(text.slice(lt + 9, at - 3));
    } else if (text.startsWith('<!', lt)) at = skipTo('>', lt + 2);
    else if (text.startsWith('</', lt)) {
      at = skipTo('>', lt + 2);
      if (!current || text.slice(lt + 2, at - 1).trim() !== current.name) fail();
      current = (current as Element).parent;
    } else {
      OPEN_TAG.lastIndex = lt;
      const tag = OPEN_TAG.exec(text) ?? fail();
      at = OPEN_TAG.lastIndex;
      if (!current && root) fail();
      const attributes = new Map<string, string>();
      for (const [, name, double, single] of tag[2].matchAll(ATTRIBUTE)) attributes.set(name, decode(double ?? single));
      const element: Element = new Element(tag[1], attributes, current);
      if (current) {
        current.children.push(element);
        current.content.push(element);
      } else root = element;
      if (!tag[3]) current = element;
    }
  }
  if (!root || current) fail();
  return { documentElement: root as Element };
}
