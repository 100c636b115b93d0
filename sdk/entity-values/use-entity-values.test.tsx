import { act, screen, waitFor } from '@testing-library/react';
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
