import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../../test-support/render-with-services';
import { STAKEHOLDER_SHAPE_KEY } from './stakeholder-shape';
import { STAKEHOLDER_SEARCH_FROM, StakeholdersSection } from './stakeholders-section';

const PROJECT = 7;

function servicesWithStakeholders(names: readonly string[]) {
  const services = createTestServices();
  const rows = names.map((name, index) => ({ id: index + 1, name, project_id: PROJECT, position: index, created_at: '', updated_at: '' }));
  services.http.on('GET', `/api/projects/${PROJECT}/stakeholders.json`, () => rows);
  return services;
}

describe('StakeholdersSection', () => {
  it('lists the project’s stakeholders as tiles that add a bound shape with Enter', async () => {
    const onAdd = vi.fn();
    renderWithServices(<StakeholdersSection projectId={PROJECT} onAdd={onAdd} />, servicesWithStakeholders(['Customer', 'Supplier']));
    expect(screen.getByRole('region', { name: 'Stakeholders' })).toBeTruthy();
    const tile = await screen.findByRole('button', { name: 'Add Supplier' });
    tile.focus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ type: STAKEHOLDER_SHAPE_KEY, attributes: { title: 'Supplier', stakeholder_id: 2 } }));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('tells where to add stakeholders when there are none', async () => {
    renderWithServices(<StakeholdersSection projectId={PROJECT} onAdd={() => {}} />, servicesWithStakeholders([]));
    expect(await screen.findByText(/No Stakeholders yet\. Add them in the project’s Stakeholders module/)).toBeTruthy();
  });

  it('is searchable when long', async () => {
    const names = Array.from({ length: STAKEHOLDER_SEARCH_FROM }, (_, index) => `Partner ${index + 1}`);
    renderWithServices(<StakeholdersSection projectId={PROJECT} onAdd={() => {}} />, servicesWithStakeholders([...names, 'Regulator']));
    await screen.findByRole('button', { name: 'Add Regulator' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Stakeholders' }), 'regul');
    expect(screen.getAllByRole('button', { name: /^Add / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Add Regulator']);
  });
});
