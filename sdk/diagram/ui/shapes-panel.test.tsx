import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../../test-support/render-with-services';
import { PALETTE_DRAG_TYPE, type PaletteGroup } from './palette';
import { ShapesPanel } from './shapes-panel';
import { readStencilMinimised } from './stencil-preference';

const groups: PaletteGroup[] = [
  { id: 'activities', title: 'Activities', items: [{ type: 'test.Task', title: 'Task' }, { type: 'test.Task', title: 'User task', attributes: { icon_type: 'user' } }] },
  { id: 'events', title: 'Events', items: [{ type: 'test.Event', title: 'Start event' }] },
];

describe('ShapesPanel', () => {
  beforeEach(() => localStorage.clear());

  it('adds a shape with a click or Enter, for keyboard users', async () => {
    const onAdd = vi.fn();
    renderWithServices(<ShapesPanel projectId={7} moduleId={11} groups={groups} onAdd={onAdd} />, createTestServices());
    await userEvent.click(screen.getByRole('button', { name: 'Add User task' }));
    expect(onAdd).toHaveBeenLastCalledWith(groups[0].items[1]);
    screen.getByRole('button', { name: 'Add Start event' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith(groups[1].items[0]);
  });

  it('puts the palette item on an HTML5 drag', () => {
    renderWithServices(<ShapesPanel projectId={7} moduleId={11} groups={groups} onAdd={() => {}} />, createTestServices());
    const data = new Map<string, string>();
    const event = new Event('dragstart', { bubbles: true }) as Event & { dataTransfer: unknown };
    event.dataTransfer = { setData: (type: string, value: string) => data.set(type, value), effectAllowed: 'none' };
    screen.getByRole('button', { name: 'Add Task' }).dispatchEvent(event);
    expect(JSON.parse(data.get(PALETTE_DRAG_TYPE) ?? 'null')).toEqual({ type: 'test.Task', title: 'Task' });
  });

  it('minimises, remembers it for this project and module, and restores', async () => {
    const view = renderWithServices(<ShapesPanel projectId={7} moduleId={11} groups={groups} onAdd={() => {}} />, createTestServices());
    await userEvent.click(screen.getByRole('button', { name: 'Hide the shapes panel' }));
    expect(screen.queryByRole('button', { name: 'Add Task' })).not.toBeInTheDocument();
    expect(readStencilMinimised(7, 11)).toBe(true);
    view.unmount();

    renderWithServices(<ShapesPanel projectId={7} moduleId={11} groups={groups} onAdd={() => {}} />, createTestServices());
    expect(screen.queryByRole('button', { name: 'Add Task' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the shapes panel' }));
    expect(screen.getByRole('button', { name: 'Add Task' })).toBeInTheDocument();
    expect(readStencilMinimised(7, 11)).toBe(false);
  });
});

describe('ShapesPanel search', () => {
  beforeEach(() => localStorage.clear());

  it('filters the tiles by name and adds the first one found with Enter', async () => {
    const onAdd = vi.fn();
    renderWithServices(<ShapesPanel projectId={7} moduleId={11} groups={groups} onAdd={onAdd} />, createTestServices());
    expect(screen.getByRole('region', { name: 'Shapes' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search shapes' }), 'event');
    expect(screen.queryByRole('button', { name: 'Add Task' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Start event' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith(groups[1].items[0]);
  });

  it('says so when no shape matches, and Escape clears the search', async () => {
    renderWithServices(<ShapesPanel projectId={7} moduleId={11} groups={groups} onAdd={() => {}} />, createTestServices());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search shapes' }), 'lane');
    expect(screen.getByRole('status')).toHaveTextContent('No shape matches');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Add Task' })).toBeInTheDocument();
  });
});
