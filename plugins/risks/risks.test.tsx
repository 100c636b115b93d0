import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import { describeFamilyKind } from '../../sdk/test-support/family-kind-tests';
import { TEST_LOOKUP_ITEMS } from '../../sdk/test-support/test-lookups';
import plugin from './index';

const [, medium, high] = TEST_LOOKUP_ITEMS.risk_item_impacts;
const [unlikely] = TEST_LOOKUP_ITEMS.risk_item_probabilities;

async function setup(variant: 'edit' | 'embed' = 'edit') {
  const fixture = createModuleFixture({
    plugin,
    seed: [
      { title: 'Supplier fails', description: 'Single source', impact: high.id, probability: unlikely.id },
      { title: 'Someday maybe', impact: medium.id },
    ],
  });
  await renderPluginView(plugin, fixture, variant);
}

/** The matrix view is its own chunk: on a busy machine it may take more than the default second to arrive. */
const MATRIX_LOADED = { timeout: 10_000 };

describe('risks plugin', { timeout: 15000 }, () => {
  it('lists risks in a table with a column per field and the names of their impact and probability', async () => {
    await setup();
    expect(await screen.findByRole('rowheader', { name: 'Supplier fails' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Title', 'Description', 'Impact', 'Probability']));
    const row = screen.getByRole('row', { name: /Supplier fails/ });
    await within(row).findByText('High');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['Single source', 'High', 'Unlikely']));
    expect(screen.getByRole('button', { name: 'Add risk' })).toBeInTheDocument();
  });

  it('edits a risk with the impact and probability lookups as choices', async () => {
    await setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Supplier fails' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit risk' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Supplier fails');
    const probability = within(dialog).getByRole('combobox', { name: 'Probability' });
    expect(within(probability).getAllByRole('option').map((option) => option.textContent)).toEqual(['Not set', 'Unlikely', 'Possible', 'Likely']);
    expect(within(dialog).getByRole('combobox', { name: 'Impact' })).toHaveValue(String(high.id));
  });

  it('places each risk in the matrix cell of its impact and probability, and opens it from there', async () => {
    await setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Matrix' }));
    const matrix = await screen.findByRole('table', { name: 'Risk matrix' }, MATRIX_LOADED);
    expect(within(matrix).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Probability / Impact', 'Low', 'Medium', 'High']);
    expect(within(matrix).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Likely', 'Possible', 'Unlikely']);
    const cell = within(matrix).getByRole('cell', { name: 'Impact High, probability Unlikely' });
    expect(cell).toHaveTextContent('Supplier fails');
    expect(within(matrix).getByRole('cell', { name: 'Impact Low, probability Likely' })).toHaveTextContent('');
    expect(screen.getByText('Without impact or probability').parentElement).toHaveTextContent('Someday maybe');
    await userEvent.click(within(cell).getByRole('button', { name: 'Supplier fails' }));
    expect(screen.getByRole('dialog', { name: 'Edit risk' })).toBeInTheDocument();
  });

  it('embeds the list without editing controls, and the matrix without links', async () => {
    await setup('embed');
    expect(await screen.findByRole('rowheader', { name: 'Supplier fails' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add|Edit|Delete|Move|Reorder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Matrix' }));
    expect(within(await screen.findByRole('table', { name: 'Risk matrix' }, MATRIX_LOADED)).queryAllByRole('button')).toEqual([]);
  });
});

describeFamilyKind(plugin);
