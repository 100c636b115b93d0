import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isAssignmentField, valueFields, type ChecklistEntry, type FieldValue, type ValueFieldDeclaration } from '../family/field-declaration';
import { canvasLayoutProblems } from '../family/family-declaration';
import { fieldLabelKey, messageAt } from '../family/message-keys';
import type { JsonSchema } from '../manifest';
import type { PluginDefinition } from '../plugin';
import { createModuleFixture, renderPluginView } from './module-fixture';
import { pluginMessages } from './plugin-english';
import { TEST_LOOKUP_ITEMS } from './test-lookups';
import { TEST_MEMBERS } from './test-members';

/** A value of each field kind that the form can enter and the schema accepts, and a different one. */
const SAMPLES: Record<ValueFieldDeclaration['kind'], [FieldValue, FieldValue]> = {
  text: ['First text', 'Second text'],
  multiline: ['First line\nsecond line', 'Another text'],
  richText: ['<p>First <strong>rich</strong> text</p>', '<p>Second</p>'],
  url: ['https://example.com/first', 'http://example.org/second?page=2'],
  number: [3, 42.5],
  date: ['2026-01-31', '2026-12-01'],
  checkbox: [false, true],
  select: ['', ''],
  lookup: [0, 0],
  user: [TEST_MEMBERS[0].id, TEST_MEMBERS[TEST_MEMBERS.length - 1].id],
  checklist: [
    [{ text: 'First entry', done: false }],
    [
      { text: 'First entry, changed', done: true },
      { text: 'Second entry', done: false },
    ],
  ],
};

function sample(field: ValueFieldDeclaration, which: 0 | 1): FieldValue {
  if (field.kind === 'select') return field.options[which === 0 ? 0 : field.options.length - 1];
  if (field.kind === 'lookup') return TEST_LOOKUP_ITEMS[field.lookup].at(which === 0 ? 0 : -1)!.id;
  return SAMPLES[field.kind][which];
}

/** Makes a checklist's entries the given ones: adds the missing rows, types, ticks, removes the rest. */
function enterChecklist(group: HTMLElement, entries: readonly ChecklistEntry[]) {
  const rows = () => within(group).queryAllByRole('listitem');
  while (rows().length < entries.length) fireEvent.click(within(group).getByRole('button', { name: /^Add to / }));
  while (rows().length > entries.length) fireEvent.click(within(rows().at(-1)!).getByRole('button', { name: /^Remove / }));
  entries.forEach((entry, index) => {
    const row = rows()[index];
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: entry.text } });
    const done = within(row).getByRole('checkbox') as HTMLInputElement;
    if (done.checked !== entry.done) fireEvent.click(done);
  });
}

/** Puts a value into the field's form control as a user would. */
function enter(control: HTMLElement, field: ValueFieldDeclaration, value: FieldValue) {
  if (Array.isArray(value)) {
    enterChecklist(control, value);
  } else if (field.kind === 'checkbox') {
    if ((control as HTMLInputElement).checked !== value) fireEvent.click(control);
  } else {
    fireEvent.change(control, { target: { value: String(value) } });
  }
}

/** The form control and the JSON Schema agree: the same bounds, the same choices, the same required fields. */
function expectControlMatchesSchema(control: HTMLElement, field: ValueFieldDeclaration, schema: JsonSchema) {
  const property = (schema.properties as Record<string, JsonSchema>)[field.name];
  const required = (schema.required as string[]).includes(field.name);
  const options = () => [...(control as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
  if (field.kind === 'select') expect(options(), field.name).toEqual(property.enum);
  if (field.kind === 'lookup') {
    expect(options(), field.name).toEqual(TEST_LOOKUP_ITEMS[field.lookup].map((item) => String(item.id)));
    expect(property.type, field.name).toEqual(required ? 'integer' : ['integer', 'null']);
  }
  if (field.kind === 'user') expect(options(), field.name).toEqual(TEST_MEMBERS.map((member) => String(member.id)));
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    if (property.maxLength !== undefined) expect(control.maxLength, field.name).toBe(property.maxLength);
    if (field.kind !== 'checkbox') expect(control.required, field.name).toBe(required);
  }
  if (control instanceof HTMLInputElement && field.kind === 'number') {
    expect(control.min, field.name).toBe(String(property.minimum ?? ''));
    expect(control.max, field.name).toBe(String(property.maximum ?? ''));
  }
}

function describeListKind(plugin: PluginDefinition) {
  const { list, entityAttributes } = plugin.manifest;
  if (!list) return;
  const schema = entityAttributes[0].json_schema;
  const english = (key: string) => messageAt(pluginMessages(plugin.manifest.segment).en ?? {}, key) ?? key;
  // Rich text is edited in its own editor, not a form control: its round trip is covered by the seed.
  const kept = valueFields(list.fields);
  const entered = kept.filter((field) => field.kind !== 'richText');
  const assignmentFields = list.fields.filter(isAssignmentField);
  const first = Object.fromEntries(kept.map((field) => [field.name, sample(field, 0)]));
  const second = { ...first, ...Object.fromEntries(entered.map((field) => [field.name, sample(field, 1)])) };

  it('round-trips every field through the form and the generated schema', async () => {
    const fixture = createModuleFixture({ plugin, seed: [first] });
    await renderPluginView(plugin, fixture);
    const title = String(first[list.fields[0].name]);
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${title}` }));
    const dialog = screen.getByRole('dialog');
    for (const field of entered) {
      const control = within(dialog).getByLabelText(english(fieldLabelKey(field)));
      // A lookup's items and the members load through the HTTP client: their choices appear once they have.
      if (field.kind === 'lookup' || field.kind === 'user') await waitFor(() => expect((control as HTMLSelectElement).options.length).toBeGreaterThan(1));
      expectControlMatchesSchema(control, field, schema);
      enter(control, field, second[field.name]);
    }
    // An assignment field is its registry's assign control under the field's label, and no property of the value.
    for (const field of assignmentFields) {
      expect(within(dialog).getByRole('combobox', { name: english(fieldLabelKey(field)) })).toBeInTheDocument();
      expect(schema.properties, field.name).not.toHaveProperty(field.name);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The fixture validates the write against the generated schema: a value the server refuses fails here.
    await waitFor(() => expect(fixture.server.values[0].value).toEqual(second), { timeout: 3000 });
  });
}

function describeCanvasKind(plugin: PluginDefinition) {
  const { canvas } = plugin.manifest;
  if (!canvas) return;

  it('lays out every area and only areas', () => {
    expect(canvasLayoutProblems(canvas)).toEqual([]);
  });

  it('round-trips a note in every area through the view and the generated schema', async () => {
    const fixture = createModuleFixture({ plugin, seed: canvas.areas.map((area) => ({ area, text: `In ${area}` })) });
    await renderPluginView(plugin, fixture);
    const regions = await screen.findAllByRole('region');
    expect(regions).toHaveLength(canvas.areas.length);
    for (const [index, region] of regions.entries()) {
      fireEvent.change(within(region).getByRole('textbox'), { target: { value: `Changed ${index}` } });
    }
    await waitFor(
      () => expect(fixture.server.values.map((row) => row.value)).toEqual(canvas.areas.map((area, index) => ({ area, text: `Changed ${index}` }))),
      { timeout: 3000 },
    );
  });
}

/** The tests every list or canvas kind gets from its declaration; call it from the plugin's test file. */
export function describeFamilyKind(plugin: PluginDefinition) {
  // A nine-area canvas renders nine notes with their MUI controls: slow in jsdom on a busy machine.
  describe(`${plugin.manifest.title}: the ${plugin.manifest.family} family contract`, { timeout: 30000 }, () => {
    describeListKind(plugin);
    describeCanvasKind(plugin);
  });
}
