import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createModuleFixture } from '../../sdk/test-support/module-fixture';
import { renderWithServices, TEST_PROJECT } from '../../sdk/test-support/render-with-services';
import manifest, { SWOT_NOTE_KEY } from './manifest';
import { messages } from './messages';
import SwotCanvasEmbedView from './swot-canvas-embed-view';
import SwotCanvasView from './swot-canvas-view';

function setup(embed = false) {
  const { services, module } = createModuleFixture({
    attributeKey: SWOT_NOTE_KEY,
    seed: [{ area: 'opportunities', text: 'New market' }],
    messages: { [manifest.segment]: messages },
    module: { type_key: manifest.typeKey },
  });
  const props = { project: TEST_PROJECT, module, readOnly: false };
  renderWithServices(embed ? <SwotCanvasEmbedView {...props} /> : <SwotCanvasView {...props} />, services);
}

describe('SWOT canvas plugin', { timeout: 15000 }, () => {
  it('shows the four areas in order, each empty one with its hint', async () => {
    setup();
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
    setup(true);
    expect(await screen.findByText('New market')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });
});
