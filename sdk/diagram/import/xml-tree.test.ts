import { describe, expect, it } from 'vitest';
import { parseXml } from './xml-tree';

describe('parseXml', () => {
  it('reads elements, attributes (entities decoded, either quote) and text in document order', () => {
    const { documentElement: root } = parseXml(
      `<?xml version="1.0"?><!-- a comment --><Shape ID="1" F='IF(A>B,"x",1)' N="a &amp; b">Order <cp IX="0"/>&lt;now&gt;&#x41;&#66;<![CDATA[ & raw]]></Shape>`,
    );
    expect(root.localName).toBe('Shape');
    expect(root.getAttribute('F')).toBe('IF(A>B,"x",1)');
    expect(root.getAttribute('N')).toBe('a & b');
    expect(root.getAttribute('Missing')).toBeNull();
    expect(Array.from(root.children).map((child) => child.localName)).toEqual(['cp']);
    expect(root.textContent).toBe('Order <now>AB & raw');
  });

  it('resolves a prefixed attribute’s namespace through the declarations above it', () => {
    const { documentElement: root } = parseXml('<Pages xmlns="urn:visio" xmlns:r="urn:rels"><Page><Rel r:id="rId1"/></Page></Pages>');
    const rel = root.children[0].children[0];
    expect(rel.localName).toBe('Rel');
    expect(rel.getAttributeNS('urn:rels', 'id')).toBe('rId1');
    expect(rel.getAttributeNS('urn:other', 'id')).toBeNull();
  });

  it('rejects text that is not well-formed: unclosed or mismatched tags, no root, two roots', () => {
    for (const text of ['<a><b></a>', '<a><b>', '', 'just text', '<a/><b/>', '<a></b>']) expect(() => parseXml(text), text).toThrow('not well-formed XML');
  });
});
