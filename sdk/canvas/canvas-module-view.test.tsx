import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { FakeEntityValuesServer } from '../test-support/entity-values-server';
import { canvasNoteSchema } from '../family/family-declaration';
import { attributePlugin, createModuleFixture } from '../test-support/module-fixture';
import { renderWithServices, TEST_PROJECT } from '../test-support/render-with-services';
import type { CanvasArea, CanvasNoteValue } from './canvas-area';
import { CanvasModuleView } from './canvas-module-view';

const areas: CanvasArea[] = [
  { id: 'strengths', title: 'Strengths', hint: 'What you do well.' },
  { id: 'threats', title: 'Threats', hint: 'What could hurt you.' },
];
const plugin = attributePlugin('Note', canvasNoteSchema({ itemKey: 'Note', areas: areas.map((area) => area.id), layout: [] }));

function setup(seed: CanvasNoteValue[] = [], readOnly = false, prepare?: (server: FakeEntityValuesServer<CanvasNoteValue>) => void) {
  const { services, module, server } = createModuleFixture({ plugin, seed });
  prepare?.(server);
  renderWithServices(
    <CanvasModuleView project={TEST_PROJECT} module={module} readOnly={readOnly} attributeKey="Note" areas={areas} />,
    services,
  );
  return { server, services, user: userEvent.setup({ delay: null }) };
}

const area = (name: string) => screen.getByRole('region', { name });

// MUI in jsdom is slow, and saving waits for the real 700 ms debounce.
describe('CanvasModuleView', { timeout: 15000 }, () => {
  it('shows each area with its hint while it is empty', async () => {
    setup([{ area: 'threats', text: 'New competitor' }]);
    expect(within(await screen.findByRole('region', { name: 'Strengths' })).getByText('What you do well.')).toBeInTheDocument();
    expect(within(area('Threats')).queryByText('What could hurt you.')).not.toBeInTheDocument();
    expect(within(area('Threats')).getByRole('textbox', { name: 'Note in Threats' })).toHaveValue('New competitor');
  });

  it('adds a note to an area, focuses its textbox and saves what is typed', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add note to Strengths' }));
    const note = within(area('Strengths')).getByRole('textbox', { name: 'Note in Strengths' });
    expect(note).toHaveFocus();
    await user.keyboard('Loyal customers');
    expect(screen.getByRole('button', { name: 'Delete note “Loyal customers”' })).toBeInTheDocument();
    await waitFor(() => expect(server.values.map((row) => row.value)).toEqual([{ area: 'strengths', text: 'Loyal customers' }]), {
      timeout: 3000,
    });
  });

  it('moves a note to another area from its "Move to…" menu', async () => {
    const { user, server } = setup([
      { area: 'strengths', text: 'Brand' },
      { area: 'threats', text: 'Regulation' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Move note “Brand” to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to Threats' }));
    const threats = within(area('Threats')).getAllByRole('textbox').map((box) => (box as HTMLTextAreaElement).value);
    expect(threats).toEqual(['Regulation', 'Brand']);
    expect(within(area('Strengths')).getByText('What you do well.')).toBeInTheDocument();
    expect(document.activeElement).toHaveValue('Brand');
    await waitFor(
      () =>
        expect(server.values.map((row) => [row.value.text, row.value.area, row.position])).toEqual([
          ['Brand', 'threats', 1],
          ['Regulation', 'threats', 0],
        ]),
      { timeout: 3000 },
    );
  });

  it('colours a note from the palette, ticks its colour and saves it', async () => {
    const { user, server } = setup([{ area: 'strengths', text: 'Brand' }]);
    await user.click(await screen.findByRole('button', { name: 'Colour of note “Brand”' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Pink' }));
    await waitFor(() => expect(server.values.map((row) => row.value)).toEqual([{ area: 'strengths', text: 'Brand', color: 'pink' }]), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('button', { name: 'Colour of note “Brand”' }));
    expect(screen.getByRole('menuitemradio', { name: 'Pink' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Yellow' })).toHaveAttribute('aria-checked', 'false');
  });

  it('deletes a note and brings it back on Undo', async () => {
    const { user } = setup([{ area: 'strengths', text: 'Brand' }]);
    await user.click(await screen.findByRole('button', { name: 'Delete note “Brand”' }));
    expect(within(area('Strengths')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note to Strengths' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(area('Strengths')).getByRole('textbox')).toHaveValue('Brand');
  });

  it('offers a keyboard drag handle for each note', async () => {
    setup([{ area: 'strengths', text: 'Brand' }]);
    const handle = await screen.findByRole('button', { name: 'Drag note “Brand”' });
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
  });

  it('shows notes as text without any editing control when read-only', async () => {
    setup([{ area: 'strengths', text: 'Brand' }], true);
    expect(within(await screen.findByRole('region', { name: 'Strengths' })).getByText('Brand')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows the comment count of each note and opens its comments', async () => {
    const { user, services } = setup([{ area: 'strengths', text: 'Brand' }], false, (server) =>
      server.setCommentCounts(101, { comment_count: 4, unread_comment_count: 2 }),
    );
    const comments = await within(await screen.findByRole('region', { name: 'Strengths' })).findByRole('button', {
      name: 'Comments on Brand (4, 2 unread)',
    });
    expect(comments).toHaveTextContent('4');
    await user.click(comments);
    expect(await firstValueFrom(services.shell.itemToOpen$)).toEqual({ itemType: 'EntityValue', itemId: 101 });
  });

  it('offers comments on a new note only once it is saved', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add note to Strengths' }));
    expect(screen.getByRole('button', { name: 'Comments on Empty note' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comments on Empty note' })).toBeEnabled(), { timeout: 3000 });
  });

  it('shows readers the comments of notes that have some', async () => {
    setup(
      [
        { area: 'strengths', text: 'Brand' },
        { area: 'threats', text: 'Regulation' },
      ],
      true,
      (server) => {
        server.setCommentCounts(101, { comment_count: 1, unread_comment_count: 1 });
        server.setCommentCounts(102, { comment_count: 0, unread_comment_count: 0 });
      },
    );
    expect(await screen.findByRole('button', { name: 'Comments on Brand (1, 1 unread)' })).toBeEnabled();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
