import { describe, expect, it } from 'vitest';
import { searchModuleKinds, type ModuleKindChoiceGroup } from './module-kind-choices';

const kind = (title: string, description = '') => ({ typeKey: title, title, description, icon: null });
const groups: ModuleKindChoiceGroup[] = [
  { label: 'Lists', kinds: [kind('Risks', 'What could go wrong.'), kind('Drivers')] },
  { label: 'Documents', kinds: [kind('Text', 'Free rich text.'), kind('Résumé')] },
];
const titles = (found: ModuleKindChoiceGroup[]) => found.map(({ label, kinds }) => [label, kinds.map((one) => one.title)]);

describe('searchModuleKinds', () => {
  it('finds kinds by title, category or description, ignoring case and accents', () => {
    expect(titles(searchModuleKinds(groups, 'RISK'))).toEqual([['Lists', ['Risks']]]);
    expect(titles(searchModuleKinds(groups, 'documents'))).toEqual([['Documents', ['Text', 'Résumé']]]);
    expect(titles(searchModuleKinds(groups, 'wrong'))).toEqual([['Lists', ['Risks']]]);
    expect(titles(searchModuleKinds(groups, 'resume'))).toEqual([['Documents', ['Résumé']]]);
  });

  it('keeps everything for a blank query and drops groups left empty', () => {
    expect(searchModuleKinds(groups, ' ')).toEqual(groups);
    expect(searchModuleKinds(groups, 'nothing like it')).toEqual([]);
  });
});
