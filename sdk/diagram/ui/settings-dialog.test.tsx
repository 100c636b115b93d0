import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../../test-support/render-with-services';
import { DEFAULT_DIAGRAM_SETTINGS } from '../constants';
import { SettingsDialog } from './settings-dialog';

const LINKS = [{ type: 'tessera.Link', title: 'Link' }];

describe('SettingsDialog', () => {
  it('names the link shapes and the advanced choices in people’s words, not by their keys', async () => {
    renderWithServices(
      <SettingsDialog open settings={{ ...DEFAULT_DIAGRAM_SETTINGS, connection_strategy: 'pinAbsolute', default_anchor: 'modelCenter', default_connection_point: 'bbox' }} linkChoices={LINKS} onSave={() => {}} onClose={() => {}} />,
      createTestServices(),
    );
    const dialog = screen.getByRole('dialog');
    for (const key of ['tessera.Link', 'pinAbsolute', 'modelCenter', 'bbox']) expect(dialog).not.toHaveTextContent(key);
    expect(screen.getByRole('combobox', { name: 'Default link shape' })).toHaveTextContent('Link');
    expect(screen.getByRole('combobox', { name: 'Default anchor' })).toHaveTextContent('Centre, ignoring rotation');
    await userEvent.click(screen.getByRole('combobox', { name: 'Default connection point' }));
    expect(screen.getByRole('option', { name: 'Outline of the shape' })).toBeInTheDocument();
  });

  it('shows the current settings and saves the edited ones', async () => {
    const onSave = vi.fn();
    renderWithServices(
      <SettingsDialog open settings={DEFAULT_DIAGRAM_SETTINGS} linkChoices={LINKS} onSave={onSave} onClose={() => {}} />,
      createTestServices(),
    );
    expect(screen.getByRole('checkbox', { name: 'Show gridlines' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Arrange the diagram automatically' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show gridlines' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Arrange the diagram automatically' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Connection type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Gap connector' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...DEFAULT_DIAGRAM_SETTINGS, show_gridlines: false, reload_layout: true, default_connection_type: 'gap' });
  });

  it('cancels without saving, and starts from the stored values when opened again', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    const services = createTestServices();
    const view = renderWithServices(
      <SettingsDialog open settings={DEFAULT_DIAGRAM_SETTINGS} linkChoices={LINKS} onSave={onSave} onClose={onClose} />,
      services,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show snaplines' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
    view.rerender(<SettingsDialog open={false} settings={DEFAULT_DIAGRAM_SETTINGS} linkChoices={LINKS} onSave={onSave} onClose={onClose} />);
    view.rerender(<SettingsDialog open settings={DEFAULT_DIAGRAM_SETTINGS} linkChoices={LINKS} onSave={onSave} onClose={onClose} />);
    expect(screen.getByRole('checkbox', { name: 'Show snaplines' })).toBeChecked();
  });
});
