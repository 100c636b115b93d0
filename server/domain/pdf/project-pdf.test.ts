import { describe, expect, it } from 'vitest';
import type { ProjectArchive } from '../../../core/domain/workspace-types';
import { projectPdfBlocks, type PdfModuleKinds } from './project-pdf';

const KINDS: PdfModuleKinds = {
  title: (typeKey) => ({ Bpmns: 'BPMN diagram', Risks: 'Risks' })[typeKey] ?? typeKey,
  isDiagram: (typeKey) => typeKey === 'Bpmns',
};

function archive(): ProjectArchive {
  return {
    project: { name: 'Заказы', description: 'Οι παραγγελίες' },
    sections: [{ id: 1, name: 'Processes' }],
    modules: [
      { id: 10, section_id: 1, type_key: 'Bpmns', name: 'Order handling', description: '' },
      { id: 11, section_id: 1, type_key: 'Bpmns', name: 'Returns', description: '' },
      { id: 12, section_id: null, type_key: 'Risks', name: 'Risks', description: '' },
    ],
    entity_values: [
      { module_id: 10, key: 'DiagramCell', value: { jsid: 'a', type: 'bpmn.Activity', title: 'Check', shape_fill: '#ffffff' } },
      { module_id: 11, key: 'DiagramCell', value: { jsid: 'b', type: 'bpmn.Event', title: 'Start', shape_fill: '#ffffff' } },
      { module_id: 12, key: 'Risks', value: { name: 'Late delivery' } },
    ],
  } as unknown as ProjectArchive;
}

describe('projectPdfBlocks', () => {
  const picture = Buffer.from('png');
  const blocks = projectPdfBlocks(archive(), KINDS, new Map([[10, picture]]), '2026-11-24');
  const texts = blocks.flatMap((block) => ('text' in block ? [block.text] : []));

  it('shows a diagram as its picture and never lists its cells', () => {
    expect(blocks).toContainEqual({ kind: 'picture', image: picture, indent: 10 });
    expect(texts.join('\n')).not.toMatch(/shape_fill|bpmn\.|jsid|Check|Start/);
  });

  it('says when a diagram has no picture yet', () => {
    const returns = blocks.findIndex((block) => block.kind === 'heading' && block.text === 'Returns (BPMN diagram)');
    expect(blocks[returns + 1]).toMatchObject({ kind: 'text', text: expect.stringContaining('No picture of this diagram yet') });
  });

  it('heads sections and modules for the bookmarks, and prints other modules’ content as text', () => {
    expect(blocks.slice(0, 3)).toEqual([
      { kind: 'title', text: 'Заказы' },
      { kind: 'text', text: 'Οι παραγγελίες' },
      { kind: 'text', text: 'Exported 2026-11-24', small: true },
    ]);
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => 'level' in block && `${block.level} ${block.text}`)).toEqual([
      '1 Modules outside sections',
      '2 Risks (Risks)',
      '1 Processes',
      '2 Order handling (BPMN diagram)',
      '2 Returns (BPMN diagram)',
    ]);
    expect(texts).toContain('name: Late delivery');
  });
});
