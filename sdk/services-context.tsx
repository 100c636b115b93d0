import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { resolveService, type ServiceToken } from '../core/services/service-token';

const ContainerContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The kernel service bound to `token`, typed by it: `useService(HttpClient)` is an HttpClient. */
export function useService<T>(token: ServiceToken<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a ServicesProvider above it');
  return resolveService(container, token);
}
