/**
 * HTML pasted from Word or Google Docs, reduced to its structure before the rich text policy and the
 * editor's schema see it: headings, paragraphs, lists, tables, links, bold and italic stay; Office markup
 * (mso classes and styles, conditional comments, <o:p>), Google Docs' wrapper and inline styles go.
 * Both write formatting as styles, which the policy drops, so bold and italic styles become tags first.
 */

const DROPPED_ELEMENTS = 'style, meta, link, title, script, xml';

/** Google Docs wraps a whole copy in <b id="docs-internal-guid-…" style="font-weight:normal">. */
function unwrapGoogleDocsWrapper(root: ParentNode): void {
  for (const wrapper of root.querySelectorAll('b[id^="docs-internal-guid"]')) wrapper.replaceWith(...wrapper.childNodes);
}

function removeComments(root: Node): void {
  const walker = root.ownerDocument!.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/** Word's <o:p> (an empty paragraph's filler) and any other namespaced Office element. */
function removeOfficeElements(root: Element): void {
  for (const element of [...root.querySelectorAll('*')]) {
    if (element.tagName.includes(':')) element.remove();
  }
}

/** <span style="font-weight:700; font-style:italic"> → <strong><em>…</em></strong>, as Google Docs and Word write them. */
function stylesToTags(root: Element): void {
  for (const span of [...root.querySelectorAll<HTMLElement>('span[style]')]) {
    const { fontWeight, fontStyle, textDecoration, textDecorationLine } = span.style;
    const decoration = `${textDecoration} ${textDecorationLine}`;
    const tags = [
      (fontWeight === 'bold' || Number(fontWeight) >= 600) && 'strong',
      fontStyle === 'italic' && 'em',
      decoration.includes('underline') && !span.closest('a') && 'u',
      decoration.includes('line-through') && 's',
    ].filter((tag): tag is string => Boolean(tag));
    for (const tag of tags) {
      const wrapper = span.ownerDocument.createElement(tag);
      wrapper.append(...span.childNodes);
      span.append(wrapper);
    }
  }
}

interface WordListItem {
  paragraph: HTMLElement;
  /** Word's list id (l0, l1, ...): adjacent paragraphs of another list start a new one. */
  list: string;
  level: number;
  ordered: boolean;
  /** The typed bullet or number, removed once the paragraph is a list item. */
  bullet: Element | null;
}

/** A Word list paragraph (style "mso-list: l0 level2 lfo1"), its level and whether its marker is a number. */
function wordListItem(paragraph: HTMLElement): WordListItem | null {
  const style = paragraph.getAttribute('style') ?? '';
  const list = /mso-list:\s*(l\d+)\s+level(\d+)/i.exec(style);
  if (!list) return null;
  const marker = paragraph.querySelector('span[style*="mso-list:Ignore" i], span[style*="mso-list: Ignore" i]');
  const ordered = /^\s*[\w]{1,4}[.)]/.test(marker?.textContent ?? '');
  // The typed bullet sits in a font span of its own; both go.
  let bullet = marker;
  while (bullet?.parentElement && bullet.parentElement !== paragraph) bullet = bullet.parentElement;
  return { paragraph, list: list[1], level: Number(list[2]), ordered, bullet };
}

/** Word writes a list as paragraphs with a typed bullet; runs of them become real, nested lists. */
function wordParagraphsToLists(root: Element): void {
  const document = root.ownerDocument;
  for (const paragraph of [...root.querySelectorAll<HTMLElement>('p')]) {
    const item = paragraph.isConnected ? wordListItem(paragraph) : null;
    if (!item) continue;
    const run: WordListItem[] = [item];
    for (let next = paragraph.nextElementSibling; next instanceof HTMLElement && next.tagName === 'P'; next = next.nextElementSibling) {
      const following = wordListItem(next);
      if (!following || following.list !== item.list) break;
      run.push(following);
    }
    const lists: HTMLElement[] = [];
    const top = document.createElement(item.ordered ? 'ol' : 'ul');
    paragraph.before(top);
    lists.push(top);
    for (const { paragraph: source, level, ordered, bullet } of run) {
      bullet?.remove();
      while (lists.length < level) {
        const nested = document.createElement(ordered ? 'ol' : 'ul');
        (lists[lists.length - 1].lastElementChild ?? lists[lists.length - 1]).append(nested);
        lists.push(nested);
      }
      lists.length = Math.max(1, Math.min(lists.length, level));
      const li = document.createElement('li');
      li.append(...source.childNodes);
      lists[lists.length - 1].append(li);
      source.remove();
    }
  }
}

export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = document.body;
  for (const element of [...document.querySelectorAll(DROPPED_ELEMENTS)]) element.remove();
  removeComments(body);
  removeOfficeElements(body);
  unwrapGoogleDocsWrapper(body);
  wordParagraphsToLists(body);
  stylesToTags(body);
  for (const element of body.querySelectorAll('*')) {
    for (const name of ['class', 'style', 'id', 'lang', 'dir', 'align', 'width', 'valign', 'border', 'cellpadding', 'cellspacing']) element.removeAttribute(name);
  }
  return body.innerHTML;
}
