import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices } from '../../test-support/render-with-services';
import { LayersModel } from '../layers';
import { LayersPanel } from './layers-panel';

let next = 0;
function model() {
  return new LayersModel(
    { layers: [{ id: 'a', name: 'Process', hidden: false }, { id: 'b', name: 'Notes', hidden: false }] },
    { createId: () => `new-${(next += 1)}` },
  );
}

const names = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent ?? '');

describe('LayersPanel', () => {
  it('creates, renames and deletes layers', async () => {
    const layers = model();
    renderWithServices(<LayersPanel layers={layers} readOnly={false} />, createTestServices());
    await userEvent.click(screen.getByRole('button', { name: 'Add layer' }));
    expect(layers.layers.map((layer) => layer.name)).toEqual(['Process', 'Notes', 'Layer 3']);

    await userEvent.click(screen.getByRole('button', { name: 'Rename Notes' }));
    const field = screen.getByRole('textbox', { name: 'Layer name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Comments{Enter}');
    expect(layers.layers[1].name).toBe('Comments');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Layer 3' }));
    expect(layers.layers.map((layer) => layer.name)).toEqual(['Process', 'Comments']);
  });

  it('makes a clicked layer the active one and shows which it is', async () => {
    const layers = model();
    renderWithServices(<LayersPanel layers={layers} readOnly={false} />, createTestServices());
    expect(screen.getByRole('button', { name: 'Process' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Notes' }));
    expect(layers.activeLayerId).toBe('b');
    expect(screen.getByRole('button', { name: 'Notes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Process' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reorders, hides and highlights', async () => {
    const layers = model();
    renderWithServices(<LayersPanel layers={layers} readOnly={false} />, createTestServices());
    expect(screen.getByRole('button', { name: 'Move Process up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Notes up' }));
    expect(layers.layers.map((layer) => layer.id)).toEqual(['b', 'a']);
    expect(names()[0]).toContain('Notes');

    await userEvent.click(screen.getByRole('button', { name: 'Hide Process' }));
    expect(layers.isHidden('a')).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Process' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Highlight Notes' }));
    expect(layers.isDimmed('a')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Stop highlighting Notes' }));
    expect(layers.state.highlightedId).toBeNull();
  });

  it('offers only hiding and highlighting when read only', () => {
    renderWithServices(<LayersPanel layers={model()} readOnly />, createTestServices());
    expect(screen.queryByRole('button', { name: 'Add layer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Process' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Process' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Process' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Highlight Process' })).toBeEnabled();
  });
});
