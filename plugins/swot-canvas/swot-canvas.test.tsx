import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createModuleFixture, renderPluginView } from '../../sdk/test-support/module-fixture';
import { describeFamilyKind } from '../../sdk/test-support/family-kind-tests';
import plugin from './index';

async function setup(variant: 'edit' | 'embed' = 'edit') {
  const fixture = createModuleFixture({ plugin, seed: [{ area: 'opportunities', text: 'New market' }] });
  await renderPluginView(plugin, fixture, variant);
}

describe('SWOT canvas plugin', { timeout: 15000 }, () => {
  it('shows the four areas in order, each empty one with its hint', async () => {
    await setup();
    await screen.findByRole('region', { name: 'Strengths' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Strengths',
      'Weaknesses',
      'Opportunities',
      'Threats',
    ]);
    expect(within(screen.getByRole('region', { name: 'Threats' })).getByText(/competitors, regulation/)).toBeInTheDocument();
    const opportunities = screen.getByRole('region', { name: 'Opportunities' });
    expect(within(opportunities).getByRole('textbox', { name: 'Note in Opportunities' })).toHaveValue('New market');
    expect(within(opportunities).getByRole('button', { name: 'Add note to Opportunities' })).toBeInTheDocument();
  });

  it('embeds the notes without editing controls', async () => {
    await setup('embed');
    expect(await screen.findByText('New market')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });
});

describeFamilyKind(plugin);
