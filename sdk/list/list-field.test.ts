import { describe, expect, it } from 'vitest';
import { fieldDisplay, formValue, type ListField } from './list-field';

const criteria: ListField = { name: 'criteria', kind: 'checklist', label: 'Criteria' };
const title: ListField = { name: 'title', kind: 'text', required: true, label: 'Title' };

describe('a checklist field', () => {
  it('keeps only the entries with text when the form is saved, and drops an optional checklist left empty', () => {
    const draft = {
      title: 'Story',
      criteria: [
        { text: 'Works offline', done: true },
        { text: '  ', done: false },
      ],
    };
    expect(formValue([title, criteria], draft)).toEqual({ title: 'Story', criteria: [{ text: 'Works offline', done: true }] });
    expect(formValue([title, criteria], { title: 'Story', criteria: [{ text: '', done: false }] })).toEqual({ title: 'Story' });
  });

  it('shows how many entries are done of how many', () => {
    const value = { criteria: [{ text: 'A', done: true }, { text: 'B', done: false }, { text: 'C', done: true }] };
    expect(fieldDisplay(criteria, value)).toBe('2/3');
    expect(fieldDisplay(criteria, { criteria: [] })).toBe('');
  });
});
