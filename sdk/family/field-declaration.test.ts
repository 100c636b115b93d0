import { describe, expect, it } from 'vitest';
import { compileValueValidator } from '../test-support/schema-validator';
import { canvasLayoutProblems, canvasNoteSchema } from './family-declaration';
import { itemSchema, type FieldDeclaration } from './field-declaration';

const fields: FieldDeclaration[] = [
  { name: 'title', kind: 'text', required: true, maxLength: 10 },
  { name: 'notes', kind: 'multiline' },
  { name: 'body', kind: 'richText' },
  { name: 'link', kind: 'url' },
  { name: 'score', kind: 'number', minimum: 0, maximum: 10, default: 5 },
  { name: 'due', kind: 'date' },
  { name: 'done', kind: 'checkbox' },
  { name: 'level', kind: 'select', options: ['low', 'high'] },
  { name: 'criteria', kind: 'checklist', maxItems: 2 },
];
const validate = compileValueValidator(itemSchema(fields));
const valid = { title: 'A', notes: 'x\ny', body: '<p>b</p>', link: 'https://a.test/x', score: 7.5, due: '2026-02-28', done: true, level: 'low', criteria: [{ text: 'Works', done: false }] };

describe('the JSON Schema generated from field declarations', () => {
  it('accepts every kind of value the form produces, and an item with only its required fields', () => {
    expect(validate(valid)).toBeNull();
    expect(validate({ title: '' })).toBeNull();
  });

  it.each([
    ['a missing required field', { score: 1 }],
    ['an undeclared property', { ...valid, extra: 1 }],
    ['a text over its bound', { ...valid, title: 'x'.repeat(11) }],
    ['a link that is not http(s)', { ...valid, link: 'ftp://a.test/x' }],
    ['a link that is no URI', { ...valid, link: 'https://' + ' spaces' }],
    ['a number out of bounds', { ...valid, score: 11 }],
    ['a number given as text', { ...valid, score: '7' }],
    ['an impossible date', { ...valid, due: '2026-02-30' }],
    ['a checkbox given as text', { ...valid, done: 'yes' }],
    ['a choice not offered', { ...valid, level: 'medium' }],
    ['a checklist entry without its tick', { ...valid, criteria: [{ text: 'Works' }] }],
    ['a checklist entry with another property', { ...valid, criteria: [{ text: 'Works', done: true, by: 'me' }] }],
    ['a checklist over its most entries', { ...valid, criteria: [1, 2, 3].map((n) => ({ text: `${n}`, done: false })) }],
  ])('refuses %s, as the server does', (_, value) => {
    expect(validate(value)).not.toBeNull();
  });

  it('stores a lookup field as an item id: an integer, or null unless required', () => {
    const validateLookups = compileValueValidator(
      itemSchema([
        { name: 'impact', kind: 'lookup', lookup: 'risk_item_impacts', required: true },
        { name: 'role', kind: 'lookup', lookup: 'ecosystem_roles' },
      ]),
    );
    expect(validateLookups({ impact: 3, role: 12 })).toBeNull();
    expect(validateLookups({ impact: 3, role: null })).toBeNull();
    expect(validateLookups({ impact: 3 })).toBeNull();
    for (const wrong of [{ impact: null }, { impact: 'high' }, { impact: 2.5 }, { impact: 0 }, { role: 1 }]) expect(validateLookups(wrong)).not.toBeNull();
  });

  it('stores a user field as the user id of a project member: an integer, or null unless required', () => {
    const validateUsers = compileValueValidator(
      itemSchema([
        { name: 'owner', kind: 'user', required: true },
        { name: 'assignee', kind: 'user' },
      ]),
    );
    expect(validateUsers({ owner: 3, assignee: 12 })).toBeNull();
    expect(validateUsers({ owner: 3, assignee: null })).toBeNull();
    expect(validateUsers({ owner: 3 })).toBeNull();
    for (const wrong of [{ owner: null }, { owner: 'Otto Owner' }, { owner: 2.5 }, { owner: 0 }, { assignee: 1 }]) expect(validateUsers(wrong)).not.toBeNull();
  });

  it('leaves assignment fields out of the value: they live in the assignment arrays', () => {
    const schema = itemSchema([
      { name: 'title', kind: 'text', required: true },
      { name: 'affected', kind: 'stakeholders' },
      { name: 'tags', kind: 'tags' },
      { name: 'offers', kind: 'productsAndServices' },
    ]);
    expect(Object.keys(schema.properties as object)).toEqual(['title']);
    expect(schema.required).toEqual(['title']);
    const validateAssigned = compileValueValidator(schema);
    expect(validateAssigned({ title: 'A' })).toBeNull();
    expect(validateAssigned({ title: 'A', tags: [1] })).not.toBeNull();
  });

  it('generates a canvas note schema of area, text and an optional colour, and checks the layout against the areas', () => {
    const canvas = { itemKey: 'Note', areas: ['a', 'b', 'c'], layout: ['a a b', 'c c b'] };
    const validateNote = compileValueValidator(canvasNoteSchema(canvas));
    expect(validateNote({ area: 'c', text: 'x' })).toBeNull();
    expect(validateNote({ area: 'c', text: 'x', color: 'yellow' })).toBeNull();
    expect(validateNote({ area: 'c', text: 'x', color: 'black' })).not.toBeNull();
    expect(validateNote({ area: 'd', text: 'x' })).not.toBeNull();
    expect(canvasLayoutProblems(canvas)).toEqual([]);
    expect(canvasLayoutProblems({ ...canvas, layout: ['a b', 'd d b'] })).toEqual([
      'the layout rows have different numbers of cells',
      'the layout names "d", which is not an area',
      'the area "c" is not in the layout',
    ]);
  });
});
