import { describe, expect, it } from 'vitest';
import { baseFieldsOf, mergeStaleUpdate, takeKeptFields } from './entity-value-merge';

const stored = { value: { title: 'Theirs', note: 'kept' }, version: 3 };

describe('mergeStaleUpdate', () => {
  it('passes a current or unversioned write through without its base', () => {
    expect(mergeStaleUpdate(stored, { value: { title: 'x' } })).toEqual({ input: { value: { title: 'x' } } });
    expect(mergeStaleUpdate(stored, { value: { title: 'x' }, base_version: 3, base_fields: { title: 'y' } })).toEqual({ input: { value: { title: 'x' } } });
  });

  it('takes only the changed fields over the newer stored value', () => {
    const merged = mergeStaleUpdate(stored, { value: { title: 'Theirs', note: 'old', extra: 1 }, base_version: 1, base_fields: { extra: null } });
    expect(merged.input.value).toEqual({ title: 'Theirs', note: 'kept', extra: 1 });
    expect(merged.merge).toEqual({ kept_fields: ['note'], overwritten_fields: [] });
  });

  it('reports a field changed on both sides, the later write winning', () => {
    const merged = mergeStaleUpdate(stored, { value: { title: 'Mine', note: 'kept' }, base_version: 2, base_fields: { title: 'Original' } });
    expect(merged.input.value).toEqual({ title: 'Mine', note: 'kept' });
    expect(merged.merge?.overwritten_fields).toEqual(['title']);
  });

  it('reports a field the others removed as kept, and keeps it removed', () => {
    const merged = mergeStaleUpdate({ value: { title: 'Theirs' }, version: 3 }, { value: { title: 'Mine', note: 'old' }, base_version: 2, base_fields: { title: 'Theirs' } });
    expect(merged.input.value).toEqual({ title: 'Mine' });
    expect(merged.merge).toEqual({ kept_fields: ['note'], overwritten_fields: [] });
  });

  it('passes the other fields of a bulk item through', () => {
    expect(mergeStaleUpdate(stored, { id: 9, value: { title: 'x' }, base_version: 1, base_fields: { title: 'Theirs' } }).input).toMatchObject({ id: 9 });
  });

  it('reports nothing overwritten when both sides set a field alike', () => {
    const merged = mergeStaleUpdate(stored, { value: { title: 'Theirs', note: 'kept' }, base_version: 2, base_fields: { title: 'Original' } });
    expect(merged.merge).toEqual({ kept_fields: [], overwritten_fields: [] });
  });

  it('removes a field the writer removed', () => {
    const merged = mergeStaleUpdate(stored, { value: { title: 'Theirs' }, base_version: 2, base_fields: { note: 'kept' } });
    expect(merged.input.value).toEqual({ title: 'Theirs' });
  });
});

describe('baseFieldsOf', () => {
  it('names each field the change alters with what it held before, an added field as null', () => {
    expect(baseFieldsOf({ title: 'a', note: 'n', gone: 1 }, { title: 'b', note: 'n', added: [1] })).toEqual({ title: 'a', gone: 1, added: null });
  });

  it('names nothing when nothing changed, a null field counting as absent', () => {
    expect(baseFieldsOf({ a: { x: 1 }, b: null }, { a: { x: 1 } })).toEqual({});
  });
});

describe('takeKeptFields', () => {
  const sent = { title: 'Mine', note: 'old', gone: 'old' };
  const server = { title: 'Mine', note: 'theirs' };

  it("takes the server's value of each kept field, a removed one removed", () => {
    expect(takeKeptFields(sent, sent, server, ['note', 'gone'])).toEqual({ title: 'Mine', note: 'theirs' });
  });

  it('keeps a field changed here since the send', () => {
    expect(takeKeptFields({ ...sent, note: 'newer' }, sent, server, ['note'])).toEqual({ ...sent, note: 'newer' });
  });

  it('answers the same object when nothing is taken', () => {
    expect(takeKeptFields(sent, sent, server, [])).toBe(sent);
  });
});
