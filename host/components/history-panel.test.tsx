import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { HISTORY_PAGE_SIZE, HistoryPanel } from './history-panel';

const event = (id: number) => ({
  id,
  action: 'updated',
  subject_type: 'Project',
  subject_id: 7,
  summary: `Change ${id}`,
  module_id: id === 1 ? 11 : null,
  user: id % 2 ? { id: 5, name: 'Eddie Editor' } : null,
  created_at: '2026-01-01T10:00:00Z',
});

describe('HistoryPanel', { timeout: 20000 }, () => {
  it('shows who did what, newest first, and loads older pages on demand', async () => {
    const services = createHostTestContainer();
    const total = HISTORY_PAGE_SIZE + 2;
    services.http.on('GET', '/api/projects/7/project_history_events.json', ({ options }) => {
      const page = Number(options?.params?.page);
      const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE);
      return { items: ids.map(event), total };
    });
    renderHost(<HistoryPanel projectId={7} />, services.container, '/projects/7');
    expect(await screen.findByText(`Change ${total}`)).toBeInTheDocument();
    expect(screen.getAllByText(/^Eddie Editor, /).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^Someone, /).length).toBeGreaterThan(0);
    expect(screen.queryByText('Change 1')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Version history of the module' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Change 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Version history of the module' })).toHaveAttribute('href', '/projects/7/modules/11?panel=history');
  });
});
