import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { FakeEntityValuesServer } from '../test-support/entity-values-server';
import { listItemSchema } from '../family/family-declaration';
import { attributePlugin, createModuleFixture } from '../test-support/module-fixture';
import { renderWithServices, TEST_PROJECT } from '../test-support/render-with-services';
import type { ListField, ListValue } from './list-field';
import { ListModuleView } from './list-module-view';

const fields: ListField[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'description', label: 'Description', kind: 'multiline' },
  { name: 'impact', label: 'Impact', kind: 'select', options: ['low', 'high'], optionLabels: { low: 'Low', high: 'High' } },
];
const plugin = attributePlugin('Item', listItemSchema({ itemKey: 'Item', fields }));

type Services = ReturnType<typeof createModuleFixture>['services'];

function setup(
  seed: ListValue[] = [],
  readOnly = false,
  strict = false,
  prepare?: (server: FakeEntityValuesServer<ListValue>, services: Services) => void,
) {
  const { services, module, server } = createModuleFixture({ plugin, seed });
  prepare?.(server, services);
  const view = <ListModuleView project={TEST_PROJECT} module={module} readOnly={readOnly} attributeKey="Item" fields={fields} itemLabel="risk" />;
  renderWithServices(strict ? <StrictMode>{view}</StrictMode> : view, services);
  const bulkBodies = () => services.http.requestsTo('POST', server.bulkUpdatePath).map((request) => request.body);
  return { server, services, bulkBodies, user: userEvent.setup({ delay: null }) };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Test module' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

// MUI in jsdom is slow (the item dialog holds the assign control's four searchable choices), and saving waits
// for the real 700 ms debounce.
describe('ListModuleView', { timeout: 30000 }, () => {
  it('tells an empty list what to do, and adds an item once its form is saved', async () => {
    const { user, bulkBodies, server } = setup();
    expect(await screen.findByText('Nothing here yet. Choose “Add risk” to add the first one.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add risk' }));
    const dialog = screen.getByRole('dialog', { name: 'New risk' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('');
    await user.click(title);
    await user.paste('Supplier fails');
    await user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.paste('Single source');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Impact' }), 'High');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names()).toEqual(['Supplier fails']);
    expect(screen.getByRole('cell', { name: 'Single source' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'High' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument(), { timeout: 2000 });
    expect(bulkBodies()[0]).toMatchObject({ entity_values: [{ entity_attribute_id: 5, position: 0 }] });
    expect(server.values.map((row) => [row.position, row.value])).toEqual([
      [0, { title: 'Supplier fails', description: 'Single source', impact: 'high' }],
    ]);
  });

  it('edits an existing item and leaves it unchanged on Cancel', async () => {
    const { user } = setup([{ title: 'Late delivery', impact: 'low' }]);
    await user.click(await screen.findByRole('button', { name: 'Edit Late delivery' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Impact' })).toHaveValue('low');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(names()).toEqual(['Late delivery']);

    await user.click(screen.getByRole('button', { name: 'Edit Late delivery' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Impact' }), 'Not set');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('cell', { name: 'Low' })).not.toBeInTheDocument();
  });

  it('saves only what its form changed when someone else changed another field while it was open', async () => {
    const { user, services, server } = setup([{ title: 'Late delivery', impact: 'low' }]);
    await user.click(await screen.findByRole('button', { name: 'Edit Late delivery' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Impact' }), 'High');
    const [row] = server.values;
    row.value = { ...row.value, title: 'Renamed by Ann' };
    act(() => services.live.push({ moduleId: row.module_id, values: [{ ...row }], destroyedIds: [] }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(names()).toEqual(['Renamed by Ann']);
    await waitFor(() => expect(server.values[0].value).toEqual({ title: 'Renamed by Ann', impact: 'high' }), { timeout: 2000 });
  });

  it('deletes an item and brings it back on Undo', async () => {
    const { user } = setup([{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    await user.click(await screen.findByRole('button', { name: 'Delete B' }));
    expect(names()).toEqual(['A', 'C']);
    expect(screen.getByText('“B” deleted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add risk' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['A', 'B', 'C']);
  });

  it('moves items up and down from the keyboard and keeps focus on the moved item', async () => {
    const { user, bulkBodies, server } = setup([{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    const moveUp = await screen.findByRole('button', { name: 'Move C up' });
    expect(screen.getByRole('button', { name: 'Move A up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move C down' })).toBeDisabled();
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['A', 'C', 'B']);
    expect(screen.getByRole('button', { name: 'Move C up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['C', 'A', 'B']);
    // C is first now, so "Move up" is disabled and focus goes to "Move down".
    expect(screen.getByRole('button', { name: 'Move C down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['A', 'C', 'B']);
    await waitFor(() => expect(bulkBodies()).toHaveLength(1), { timeout: 2000 });
    expect(server.values.map((row) => [row.value.title, row.position])).toEqual([
      ['A', 0],
      ['B', 2],
      ['C', 1],
    ]);
  });

  it('offers a keyboard drag handle for each item', async () => {
    setup([{ title: 'A' }]);
    const handle = await screen.findByRole('button', { name: 'Reorder A' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('aria-describedby');
  });

  it('hides every editing control when read-only', async () => {
    setup([{ title: 'A', impact: 'low' }], true);
    expect(await screen.findByRole('rowheader', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Low' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add|Edit|Delete|Move|Reorder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
  });

  it('loads once and still saves under StrictMode, whose effects mount twice', async () => {
    const { user, server, services } = setup([{ title: 'A' }], false, true);
    await user.click(await screen.findByRole('button', { name: 'Add risk' }));
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste('B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.values.map((row) => row.value.title)).toEqual(['A', 'B']), { timeout: 3000 });
    expect(services.http.requestsTo('GET', `${server.basePath}.json`)).toHaveLength(1);
  });

  it('shows the comment count of each item and opens its comments', async () => {
    const { user, services } = setup([{ title: 'A' }, { title: 'B' }], false, false, (fixture) => {
      fixture.setCommentCounts(101, { comment_count: 3, unread_comment_count: 1 });
      fixture.setCommentCounts(102, { comment_count: 0, unread_comment_count: 0 });
    });
    const comments = await screen.findByRole('button', { name: 'Comments on A (3, 1 unread)' });
    expect(comments).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Comments on B' })).toBeEnabled();
    await user.click(comments);
    expect(await firstValueFrom(services.shell.itemToOpen$)).toEqual({ itemType: 'EntityValue', itemId: 101 });
  });

  it('offers comments on a new item only once it is saved', async () => {
    const { user } = setup([{ title: 'A' }]);
    await user.click(await screen.findByRole('button', { name: 'Add risk' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Comments on Untitled' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comments on Untitled' })).toBeEnabled(), { timeout: 3000 });
  });

  it('leaves nothing behind when adding is cancelled', async () => {
    const { user, services, server } = setup([{ title: 'A' }]);
    await user.click(await screen.findByRole('button', { name: 'Add risk' }));
    await user.paste('Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(names()).toEqual(['A']);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(services.http.requestsTo('POST', server.bulkUpdatePath)).toEqual([]);
  });

  it('sorts by a column header, filters, searches and says when nothing matches', async () => {
    const { user } = setup([{ title: 'b', impact: 'high' }, { title: 'a', impact: 'low' }, { title: 'c', description: 'needle' }]);
    const header = await screen.findByRole('columnheader', { name: 'Title' });
    expect(screen.getByRole('button', { name: 'Move a up' })).toBeInTheDocument();
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['a', 'b', 'c']);
    // Sorted, the manual order is not shown, so it cannot be changed by hand.
    expect(screen.queryByRole('button', { name: 'Move a up' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['c', 'b', 'a']);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(within(screen.getByRole('group', { name: 'Impact' })).getByRole('checkbox', { name: 'High' }));
    await user.keyboard('{Escape}');
    expect(names()).toEqual(['b']);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'needle');
    expect(screen.getByText('No items match the search or filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters and search' }));
    expect(names()).toEqual(['c', 'b', 'a']);
  });

  it('groups by a select field in folding groups with counts; select all leaves folded rows out', async () => {
    const { user } = setup([{ title: 'a', impact: 'high' }, { title: 'b' }, { title: 'c', impact: 'high' }]);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Group by' }), 'Impact');
    const high = screen.getByRole('button', { name: 'High (2)' });
    expect(screen.getByRole('button', { name: 'Not set (1)' })).toBeInTheDocument();
    expect(names()).toEqual(['a', 'c', 'b']);
    await user.click(high);
    expect(high).toHaveAttribute('aria-expanded', 'false');
    expect(names()).toEqual(['b']);
    // Select all takes only the rows shown, not those of a folded group.
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('selects a range with Shift and deletes the selection after confirming, with undo', async () => {
    const { user } = setup([{ title: 'A' }, { title: 'B' }, { title: 'C' }, { title: 'D' }]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select B' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select D' }));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete 3 items?' })).getByRole('button', { name: 'Delete 3' }));
    expect(names()).toEqual(['A']);
    expect(screen.getByText('3 items deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('restores the user’s remembered choices for the module and remembers new ones', async () => {
    const path = '/api/current_user/preferences/list-view.11.json';
    const { user, services } = setup([{ title: 'b' }, { title: 'a', impact: 'low' }], false, false, (_, { http }) => {
      http.on('GET', path, () => ({ key: 'list-view.11', value: { filters: { impact: { oneOf: ['low'] } }, search: '', hiddenColumns: ['description'] } }));
      http.on('PUT', path, (request) => request.body);
    });
    await waitFor(() => expect(names()).toEqual(['a']));
    expect(screen.queryByRole('columnheader', { name: 'Description' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(services.http.requestsTo('PUT', path)).toHaveLength(1), { timeout: 2000 });
    expect(services.http.requestsTo('PUT', path)[0].body).toEqual({
      value: { sort: { field: 'title', direction: 'asc' }, filters: { impact: { oneOf: ['low'] } }, search: '', hiddenColumns: ['description'] },
    });
  });

  it('shows readers the comments of items that have some', async () => {
    setup([{ title: 'A' }, { title: 'B' }], true, false, (fixture) => {
      fixture.setCommentCounts(101, { comment_count: 2, unread_comment_count: 0 });
      fixture.setCommentCounts(102, { comment_count: 0, unread_comment_count: 0 });
    });
    expect(await screen.findByRole('button', { name: 'Comments on A (2)' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Comments on/ })).toHaveLength(1);
  });

  it('says so when a read-only list is empty', async () => {
    setup([], true);
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });
});
