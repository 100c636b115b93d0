import type { Container } from 'inversify';

declare const serviceType: unique symbol;

/**
 * The key a kernel service is bound under, carrying the service's type so that resolving it needs no
 * type argument and a token of one service cannot be asked for as another. At run time it is the
 * plain `Symbol.for(name)` inversify binds under; the type exists only for the compiler.
 */
export type ServiceToken<T> = symbol & { readonly [serviceType]: T };

/** The token for the service named `name` (one name, one token: `Symbol.for` is global). */
export function serviceToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(name) as ServiceToken<T>;
}

/** The service bound to `token` in `container`, typed by the token. */
export function resolveService<T>(container: Container, token: ServiceToken<T>): T {
  return container.get<T>(token);
}
