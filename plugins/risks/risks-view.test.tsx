import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createModuleFixture } from '../../sdk/test-support/module-fixture';
import { renderWithServices, TEST_PROJECT } from '../../sdk/test-support/render-with-services';
import manifest, { RISK_ITEM_KEY } from './manifest';
import { messages } from './messages';
import RisksEmbedView from './risks-embed-view';
import RisksView from './risks-view';

function setup(embed = false) {
  const { services, module } = createModuleFixture({
    attributeKey: RISK_ITEM_KEY,
    seed: [{ title: 'Supplier fails', description: 'Single source', impact: 'high', probability: 'low' }],
    messages: { [manifest.segment]: messages },
    module: { type_key: manifest.typeKey },
  });
  const props = { project: TEST_PROJECT, module, readOnly: false };
  renderWithServices(embed ? <RisksEmbedView {...props} /> : <RisksView {...props} />, services);
}

describe('risks plugin', { timeout: 15000 }, () => {
  it('lists risks with their impact and probability labels', async () => {
    setup();
    expect(await screen.findByText('Supplier fails')).toBeInTheDocument();
    expect(screen.getByText('Single source')).toBeInTheDocument();
    expect(screen.getByText('Impact: High')).toBeInTheDocument();
    expect(screen.getByText('Probability: Low')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add risk' })).toBeInTheDocument();
  });

  it('edits a risk with labelled fields and Low, Medium and High choices', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Supplier fails' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit risk' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Supplier fails');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Single source');
    const probability = within(dialog).getByRole('combobox', { name: 'Probability' });
    expect(within(probability).getAllByRole('option').map((option) => option.textContent)).toEqual(['Not set', 'Low', 'Medium', 'High']);
    expect(within(dialog).getByRole('combobox', { name: 'Impact' })).toHaveValue('high');
  });

  it('embeds the list without editing controls', async () => {
    setup(true);
    expect(await screen.findByText('Supplier fails')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
