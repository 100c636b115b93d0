import { expect, vi } from 'vitest';
import { AlertServiceImpl } from '../../../core/services/alert-service-impl';
import { I18nServiceImpl } from '../../../core/services/i18n-service-impl';
import { SaveQueueFactoryImpl } from '../../../core/services/save-queue-factory-impl';
import { EntityValuesStore } from '../../entity-values/entity-values-store';
import { FakeEntityValuesServer } from '../../test-support/entity-values-server';
import { FakeHttpClient } from '../../test-support/fake-http-client';
import type { CellDocument } from '../cell-codec';

const CELL_MODULE = { projectId: 1, moduleId: 2, moduleTypeId: 3, attributeKey: 'DiagramCell' };

/** A diagram module's cell store, loaded from a fake entity-values server that holds `seed`. */
export async function readyCellStore(seed: CellDocument[]) {
  const http = new FakeHttpClient();
  const server = new FakeEntityValuesServer<CellDocument>(http, CELL_MODULE);
  server.seed(seed.map((value) => ({ value })));
  const saveQueues = new SaveQueueFactoryImpl(new AlertServiceImpl(), new I18nServiceImpl());
  const store = new EntityValuesStore<CellDocument>({ http, saveQueues, ...CELL_MODULE });
  store.activate();
  await vi.waitFor(() => expect(store.state.status).toBe('ready'));
  return { http, server, store };
}
