import { serviceToken, type ServiceToken } from './service-token';
import type { RuntimeConfig } from '../domain/runtime-config';

/** The runtime configuration, fetched from the server before the container is built. */
export const RuntimeConfigService: ServiceToken<RuntimeConfigService> = serviceToken<RuntimeConfigService>('RuntimeConfigService');
export interface RuntimeConfigService {
  readonly config: RuntimeConfig;
}
