import { describe, expect, it } from 'vitest';
import { listItemSchema } from '../family/family-declaration';
import { HttpError } from '../../core/services/http-client';
import { attributePlugin, createModuleFixture } from './module-fixture';

const plugin = attributePlugin('Item', listItemSchema({ itemKey: 'Item', fields: [{ name: 'level', kind: 'select', options: ['low'] }] }));

describe('module fixture', () => {
  it('answers 422 to a value the server would refuse, and keeps the refusal', async () => {
    const { services, server } = createModuleFixture({ plugin });
    const write = services.http.post(server.bulkUpdatePath, { entity_values: [{ client_id: 'c1', value: { level: 'medium' } }] });
    await expect(write).rejects.toEqual(expect.objectContaining({ status: 422 }));
    await expect(write).rejects.toBeInstanceOf(HttpError);
    expect(server.takeRefusals()).toEqual([expect.stringContaining('{"level":"medium"}')]);
    expect(server.values).toEqual([]);
  });

  it('refuses to seed a value the server would refuse', () => {
    expect(() => createModuleFixture({ plugin, seed: [{ level: 'medium' }] })).toThrow(/would refuse/);
  });
});
