import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attributePlugin, createModuleFixture } from '../test-support/module-fixture';
import { renderWithServices } from '../test-support/render-with-services';
import type { EntityValuesStore } from './entity-values-store';
import { useEntityValues, useEntityValuesStore } from './use-entity-values';

interface Note {
  text: string;
}

const notesModule = () => createModuleFixture<Note>({ plugin: attributePlugin('Notes'), seed: [{ text: 'first' }] });

describe('useEntityValuesStore', () => {
  it('re-renders when the status changes, not when the items do', async () => {
    const fixture = notesModule();
    let renders = 0;
    let store: EntityValuesStore<Note> | undefined;
    function StoreOnly() {
      const handle = useEntityValuesStore<Note>(fixture.module, 'Notes');
      renders += 1;
      store = handle.store;
      return <p>{handle.status}</p>;
    }
    renderWithServices(<StoreOnly />, fixture.services);
    await screen.findByText('ready');
    const afterLoad = renders;

    act(() => {
      store?.create({ text: 'second' });
      store?.update(store.items[0].key, { text: 'changed' });
    });

    expect(store?.items.map((item) => item.value.text)).toEqual(['changed', 'second']);
    expect(renders).toBe(afterLoad);
  });
});

describe('useEntityValues', () => {
  it('re-renders with the items as they change', async () => {
    const fixture = notesModule();
    let values: ReturnType<typeof useEntityValues<Note>> | null = null;
    function Items() {
      values = useEntityValues<Note>(fixture.module, 'Notes');
      return <p>{values.items.map((item) => item.value.text).join(', ')}</p>;
    }
    renderWithServices(<Items />, fixture.services);
    await screen.findByText('first');

    act(() => {
      values?.create({ text: 'second' });
    });

    await waitFor(() => expect(screen.getByText('first, second')).toBeTruthy());
  });
});

describe('useEntityValues with live updates', () => {
  function renderItems(fixture: ReturnType<typeof notesModule>) {
    function Items() {
      const values = useEntityValues<Note>(fixture.module, 'Notes');
      return <p>{values.items.map((item) => item.value.text).join(', ') || 'empty'}</p>;
    }
    renderWithServices(<Items />, fixture.services);
  }

  it('shows what someone else added and removed, and ignores values of another attribute', async () => {
    const fixture = notesModule();
    renderItems(fixture);
    await screen.findByText('first');
    const [first] = fixture.server.values;
    const added = fixture.server.seed([{ value: { text: 'from Ann' }, position: 1 }]).at(-1)!;
    const otherAttribute = { ...added, id: added.id + 1, entity_attribute_id: added.entity_attribute_id + 1, value: { text: 'not a note' } };

    act(() => fixture.services.live.push({ moduleId: fixture.module.id, values: [added, otherAttribute], destroyedIds: [] }));
    await screen.findByText('first, from Ann');
    act(() => fixture.services.live.push({ moduleId: fixture.module.id, values: [], destroyedIds: [first.id] }));
    await screen.findByText('from Ann');
  });

  it('loads again to catch up when the connection comes back, and stops listening when it unmounts', async () => {
    const fixture = notesModule();
    renderItems(fixture);
    await screen.findByText('first');
    fixture.server.seed([{ value: { text: 'missed' }, position: 1 }]);

    act(() => fixture.services.live.resume());

    await screen.findByText('first, missed');
    cleanup();
    expect(fixture.services.live.subscribers(fixture.module.id)).toBe(0);
  });
});
