import type { RuntimeConfig } from '../domain/runtime-config';
import type { RuntimeConfigService } from './runtime-config-service';

/** Holds the configuration the host fetched before building the container; bound as a constant. */
export class RuntimeConfigServiceImpl implements RuntimeConfigService {
  readonly config: RuntimeConfig;

  constructor(config: RuntimeConfig) {
    this.config = Object.freeze({ ...config });
  }
}
