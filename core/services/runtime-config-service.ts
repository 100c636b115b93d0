import type { RuntimeConfig } from '../domain/runtime-config';

/** The runtime configuration, fetched from the server before the container is built. */
export const RuntimeConfigService = Symbol.for('RuntimeConfigService');
export interface RuntimeConfigService {
  readonly config: RuntimeConfig;
}
