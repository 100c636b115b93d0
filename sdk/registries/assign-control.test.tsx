import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ENTITY_NAMESPACE } from '../../core/services/entity-labels';
import { NO_ASSIGNMENTS, type Assignments } from '../entity-values/assignments';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import { AssignControl } from './assign-control';
import { AssignedChips } from './assigned-chips';
import { useAssignmentOptions } from './use-assignment-options';

const PROJECT = 7;

function servicesWithRegistries() {
  const services = createTestServices();
  const row = (id: number, name: string) => ({ id, name, project_id: PROJECT, position: id, created_at: '', updated_at: '' });
  services.http
    .on('GET', `/api/projects/${PROJECT}/tags.json`, () => [{ ...row(1, 'Urgent'), color: '#f44336' }])
    .on('GET', `/api/projects/${PROJECT}/stakeholders.json`, () => [row(5, 'Customer'), row(6, 'Supplier')])
    .on('GET', `/api/projects/${PROJECT}/product_and_service_items.json`, () => [row(9, 'Onboarding')])
    .on('GET', `/api/projects/${PROJECT}/effective_permissions.json`, () => [{ user: { id: 3, name: 'Otto Owner', email: 'o@a.test' } }]);
  return services;
}

function Harness({ onChange }: { onChange: (change: Partial<Assignments>) => void }) {
  const [value, setValue] = useState<Assignments>(NO_ASSIGNMENTS);
  const options = useAssignmentOptions(PROJECT);
  return (
    <>
      <AssignControl
        projectId={PROJECT}
        value={value}
        onChange={(change) => {
          onChange(change);
          setValue((current) => ({ ...current, ...change }));
        }}
      />
      <AssignedChips value={value} options={options} />
    </>
  );
}

describe('AssignControl', () => {
  it('is named in the company’s words and chooses by searching with the keyboard', async () => {
    const services = servicesWithRegistries();
    services.i18n.addMessages('en', ENTITY_NAMESPACE, { stakeholder: { singular: 'Key Partner', plural: 'Key Partners' } });
    const onChange = vi.fn();
    renderWithServices(<Harness onChange={onChange} />, services);
    const user = userEvent.setup();

    const stakeholders = screen.getByRole('combobox', { name: 'Key Partners' });
    expect(screen.getByRole('combobox', { name: 'Tags' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Products & Services' })).toBeDefined();
    await user.click(stakeholders);
    await user.type(stakeholders, 'supp');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Supplier']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ stakeholder_ids: [6] });

    const tags = screen.getByRole('combobox', { name: 'Tags' });
    await user.click(tags);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ tag_ids: [1] });
    expect(screen.getByRole('list', { name: 'Assigned to Urgent, Supplier' })).toBeDefined();

    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith({ tag_ids: [] });
  });
});
