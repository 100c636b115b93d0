import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { RICH_TEXT_COMMANDS, visibleCommands, type RichTextCommandId } from './rich-text-commands';
import { richTextExtensions } from './rich-text-extensions';
import { sanitizeHtml } from './sanitize-html';

let editor: Editor | null = null;

function createEditor(content = '') {
  editor = new Editor({ element: document.createElement('div'), extensions: richTextExtensions({ placeholder: '', onLinkShortcut: () => {} }), content });
  return editor;
}

afterEach(() => {
  editor?.destroy();
  editor = null;
});

function run(target: Editor, id: RichTextCommandId) {
  const command = RICH_TEXT_COMMANDS.find((candidate) => candidate.id === id)!;
  if (typeof command.run !== 'function') throw new Error(`${id} opens a prompt`);
  command.run(target);
}

/** Types as a person does, so markdown input rules apply (the browser's text input, without the DOM). */
function type(target: Editor, text: string) {
  for (const character of text) {
    const { from, to } = target.state.selection;
    const handled = target.view.someProp('handleTextInput', (handle) => handle(target.view, from, to, character, () => target.state.tr.insertText(character, from, to)));
    if (!handled) target.view.dispatch(target.state.tr.insertText(character, from, to));
  }
}

const html = (target: Editor) => sanitizeHtml(target.getHTML());

describe('rich text commands', () => {
  it('toggle marks on the selection', () => {
    const target = createEditor('<p>word</p>');
    target.commands.selectAll();
    for (const id of ['bold', 'italic', 'underline', 'strike'] as const) run(target, id);
    expect(html(target)).toBe('<p><strong><em><s><u>word</u></s></em></strong></p>');
    run(target, 'bold');
    expect(html(target)).toBe('<p><em><s><u>word</u></s></em></p>');
  });

  it.each([
    ['heading1', '<h1>line</h1>'],
    ['heading3', '<h3>line</h3>'],
    ['bulletedList', '<ul><li><p>line</p></li></ul>'],
    ['numberedList', '<ol><li><p>line</p></li></ol>'],
    ['quote', '<blockquote><p>line</p></blockquote>'],
    ['codeBlock', '<pre><code>line</code></pre>'],
  ] as const)('%s turns the paragraph into %s and back', (id, expected) => {
    const target = createEditor('<p>line</p>');
    target.commands.setTextSelection(2);
    run(target, id);
    // StarterKit's trailing paragraph follows a last block that is not one, so there is always a line to type on.
    expect(html(target)).toBe(`${expected}<p></p>`);
    expect(RICH_TEXT_COMMANDS.find((command) => command.id === id)!.isActive!(target)).toBe(true);
    run(target, id);
    expect(html(target)).toBe('<p>line</p><p></p>');
  });

  it('insert a table with a header row, and add and remove rows and columns', () => {
    const target = createEditor('<p>x</p>');
    run(target, 'table');
    const shape = () => [...target.view.dom.querySelectorAll('tr')].map((row) => [...row.children].map((cell) => cell.tagName).join(','));
    expect(shape()).toEqual(['TH,TH,TH', 'TD,TD,TD', 'TD,TD,TD']);
    expect(visibleCommands(target.isActive('table'), false).map((command) => command.id)).toContain('addRow');
    // Into the first body row.
    for (let cell = 0; cell < 3; cell += 1) target.commands.goToNextCell();
    run(target, 'addRow');
    run(target, 'addColumn');
    expect(shape()).toEqual(['TH,TH,TH,TH', 'TD,TD,TD,TD', 'TD,TD,TD,TD', 'TD,TD,TD,TD']);
    run(target, 'deleteRow');
    run(target, 'deleteColumn');
    expect(shape()).toEqual(['TH,TH,TH', 'TD,TD,TD', 'TD,TD,TD']);
    run(target, 'headerRow');
    expect(shape()).toEqual(['TD,TD,TD', 'TD,TD,TD', 'TD,TD,TD']);
    expect(html(target)).toMatch(/^<table><tbody><tr><td><p><\/p><\/td>/);
    run(target, 'deleteTable');
    expect(target.view.dom.querySelector('table')).toBeNull();
  });

  it('undo and redo an edit', () => {
    const target = createEditor('<p>a</p>');
    target.commands.selectAll();
    run(target, 'bold');
    expect(html(target)).toBe('<p><strong>a</strong></p>');
    run(target, 'undo');
    expect(html(target)).toBe('<p>a</p>');
    run(target, 'redo');
    expect(html(target)).toBe('<p><strong>a</strong></p>');
  });

  it('turn markdown shortcuts into structure as they are typed', () => {
    const target = createEditor();
    type(target, '# Title');
    target.commands.enter();
    type(target, '- item');
    target.commands.enter();
    target.commands.enter();
    type(target, '1. first');
    target.commands.enter();
    target.commands.enter();
    type(target, '> quoted');
    target.commands.enter();
    target.commands.enter();
    type(target, 'a **bold** end');
    expect(html(target)).toMatch(
      /^<h1>Title<\/h1><ul><li><p>item<\/p><\/li><\/ul><ol><li><p>first<\/p><\/li><\/ol><blockquote><p>quoted<\/p><\/blockquote><p>a <strong>bold<\/strong> end<\/p>/,
    );
  });

  it('turn ``` into a code block', () => {
    const target = createEditor();
    type(target, '```');
    type(target, ' ');
    expect(target.isActive('codeBlock')).toBe(true);
  });

  it('keep only web and mail links, and only stored images', () => {
    const target = createEditor('<p><a href="javascript:alert(1)">x</a> <a href="https://example.com">y</a></p><img src="data:image/png;base64,AAAA">');
    expect(html(target)).toBe('<p>x <a href="https://example.com" target="_blank" rel="noopener noreferrer">y</a></p>');
  });

  it('offer table editing only in a table and images only where they can be uploaded', () => {
    const ids = (inTable: boolean, images: boolean) => visibleCommands(inTable, images).map((command) => command.id);
    expect(ids(false, false)).not.toContain('addRow');
    expect(ids(false, false)).not.toContain('image');
    expect(ids(true, true)).toEqual(expect.arrayContaining(['addRow', 'deleteRow', 'addColumn', 'deleteColumn', 'headerRow', 'deleteTable', 'image']));
  });
});
