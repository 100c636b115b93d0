import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import { newChecklistItem, type ChecklistItem } from './checklist-item';
import plugin from './index';

const item = (text: string, level = 0, done = false): ChecklistItem => ({ ...newChecklistItem(text, level), done });

async function setup(seed: ChecklistItem[], view: 'edit' | 'read' | 'embed' = 'edit') {
  const fixture = createModuleFixture<ChecklistItem>({ plugin, seed });
  await renderPluginView(plugin, fixture, view);
  await screen.findByRole('list', { name: 'Checklist' });
  return fixture;
}

const savedTexts = (fixture: Awaited<ReturnType<typeof setup>>) =>
  [...fixture.server.values].sort((a, b) => a.position - b.position).map((row) => (row.value as ChecklistItem).text);

describe('checklist view', { timeout: 15000 }, () => {
  it('adds items, ticks one off and shows the progress, saved through the save queue', async () => {
    const fixture = await setup([]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New item' }), 'Book the room{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'New item' }), 'Send the agenda{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Done: Book the room' }));
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    await waitFor(() => expect(savedTexts(fixture)).toEqual(['Book the room', 'Send the agenda']), { timeout: 3000 });
    await waitFor(() => expect(fixture.server.values.filter((row) => (row.value as ChecklistItem).done)).toHaveLength(1), { timeout: 3000 });
  });

  it('nests an item with Tab and deletes it with its sub-items, then brings all back with Undo', async () => {
    const fixture = await setup([item('Plan'), item('Venue'), item('Catering')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Item 2' }));
    await user.keyboard('{Tab}');
    expect(screen.getByRole('textbox', { name: 'Sub-item 2' })).toHaveValue('Venue');
    await user.click(screen.getByRole('button', { name: 'Actions for Plan' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(screen.getByText('Deleted "Plan" and 1 sub-item')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Venue')).toBeNull();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Sub-item 2' })).toHaveValue('Venue');
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Plan');
    await waitFor(() => expect(savedTexts(fixture)).toEqual(['Plan', 'Venue', 'Catering']), { timeout: 3000 });
    await waitFor(() => expect(fixture.server.values.map((row) => (row.value as ChecklistItem).level).sort()).toEqual([0, 0, 1]), { timeout: 3000 });
  });

  it('moves an item with Alt+Down and undoes the move with Ctrl+Z', async () => {
    const fixture = await setup([item('First'), item('Second')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Item 1' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Second');
    await waitFor(() => expect(savedTexts(fixture)).toEqual(['Second', 'First']), { timeout: 3000 });
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('First');
    await waitFor(() => expect(savedTexts(fixture)).toEqual(['First', 'Second']), { timeout: 3000 });
  });

  it('hides done items and offers no moves while they are hidden', async () => {
    await setup([item('Open'), item('Finished', 0, true)]);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Drag Open' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Hide done' }));
    expect(screen.queryByDisplayValue('Finished')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Drag Open' })).toBeNull();
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
  });

  it('assigns a project member and sets a due date', async () => {
    const fixture = await setup([item('Call the caterer')]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Assignee of Call the caterer' }));
    await user.click(await screen.findByRole('option', { name: 'Eve Editor' }));
    await user.type(screen.getByLabelText('Due date of Call the caterer'), '2030-05-01');
    await waitFor(() => expect(fixture.server.values[0].value).toMatchObject({ assignee: 52, due: '2030-05-01' }), { timeout: 3000 });
  });

  it('shows readers the items and the progress with nothing to change them with', async () => {
    await setup([item('Plan', 0, true), item('Venue', 1)], 'read');
    const list = screen.getByRole('list', { name: 'Checklist' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Done: Plan' })).toBeDisabled();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
