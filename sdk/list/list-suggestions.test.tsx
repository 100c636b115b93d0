import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SuggestionTargets, SuggestionTargetsContext } from '../assistant/suggestion-target';
import { listItemSchema } from '../family/family-declaration';
import { attributePlugin, createModuleFixture } from '../test-support/module-fixture';
import { renderWithServices, TEST_PROJECT } from '../test-support/render-with-services';
import type { ListField } from './list-field';
import { ListModuleView } from './list-module-view';

const fields: ListField[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'multiline' },
  { name: 'impact', label: 'Impact', kind: 'select', options: ['low', 'high'], optionLabels: { low: 'Low', high: 'High' } },
];
const plugin = attributePlugin('Item', listItemSchema({ itemKey: 'Item', fields }));

function setup(readOnly = false) {
  const { services, module, server } = createModuleFixture({ plugin, seed: [{ title: 'Existing' }] });
  const targets = new SuggestionTargets();
  renderWithServices(
    <SuggestionTargetsContext value={targets}>
      <ListModuleView project={TEST_PROJECT} module={module} readOnly={readOnly} attributeKey="Item" fields={fields} itemLabel="risk" />
    </SuggestionTargetsContext>,
    services,
  );
  return { targets, server };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Test module' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

// The fixture validates every saved value with the kind's schema, as the server does.
describe('a list taking the assistant’s suggestions', { timeout: 30000 }, () => {
  it('adds accepted items through its store, saved like any edit, and Undo deletes them again', async () => {
    const { targets, server } = setup();
    expect(await screen.findByText('Existing')).toBeInTheDocument();
    const target = targets.current!;
    act(() => {
      target.accept([{ name: 'Supplier delay', description: 'Late parts', fields: { impact: 'High', unknown: 1 } }]);
    });
    act(() => {
      target.accept([{ name: 'Key person leaves', description: '' }]);
    });
    expect(names()).toEqual(['Existing', 'Supplier delay', 'Key person leaves']);
    await waitFor(() => expect(server.values.map((row) => row.value)).toHaveLength(3), { timeout: 3000 });
    expect(server.values[1].value).toEqual({ title: 'Supplier delay', description: 'Late parts', impact: 'high' });

    expect(screen.getByText('“Key person leaves” added')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['Existing', 'Supplier delay']);
    await waitFor(() => expect(server.values.map((row) => row.value.title)).toEqual(['Existing', 'Supplier delay']), { timeout: 3000 });
  });

  it('offers no target when read-only', async () => {
    const { targets } = setup(true);
    expect(await screen.findByText('Existing')).toBeInTheDocument();
    expect(targets.current).toBeNull();
  });
});
