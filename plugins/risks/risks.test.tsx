import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import { describeFamilyKind } from '../../sdk/test-support/family-kind-tests';
import plugin from './index';

async function setup(variant: 'edit' | 'embed' = 'edit') {
  const fixture = createModuleFixture({
    plugin,
    seed: [{ title: 'Supplier fails', description: 'Single source', impact: 'high', probability: 'low' }],
  });
  await renderPluginView(plugin, fixture, variant);
}

describe('risks plugin', { timeout: 15000 }, () => {
  it('lists risks in a table with a column per field and the option labels', async () => {
    await setup();
    expect(await screen.findByRole('rowheader', { name: 'Supplier fails' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Title', 'Description', 'Impact', 'Probability']));
    const row = screen.getByRole('row', { name: /Supplier fails/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['Single source', 'High', 'Low']));
    expect(screen.getByRole('button', { name: 'Add risk' })).toBeInTheDocument();
  });

  it('edits a risk with labelled fields and Low, Medium and High choices', async () => {
    await setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Supplier fails' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit risk' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Supplier fails');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Single source');
    const probability = within(dialog).getByRole('combobox', { name: 'Probability' });
    expect(within(probability).getAllByRole('option').map((option) => option.textContent)).toEqual(['Not set', 'Low', 'Medium', 'High']);
    expect(within(dialog).getByRole('combobox', { name: 'Impact' })).toHaveValue('high');
  });

  it('embeds the list without editing controls', async () => {
    await setup('embed');
    expect(await screen.findByRole('rowheader', { name: 'Supplier fails' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add|Edit|Delete|Move|Reorder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describeFamilyKind(plugin);
