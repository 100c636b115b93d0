import type { RuntimeConfig } from '../../core/domain/runtime-config';
import { RUNTIME_CONFIG_PATH } from '../../core/domain/runtime-config';

/** The runtime configuration the server serves; the kernel cannot be built without it. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
