import { serviceToken, type ServiceToken } from './service-token';
/** Lets services that live outside React (the HTTP client) move the app to another route. */
export const Navigator: ServiceToken<Navigator> = serviceToken<Navigator>('Navigator');
export interface Navigator {
  /** In-app navigation; the host attaches the router with `attach`. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Leave the app for a full URL (a 402 location header). */
  assign(url: string): void;
  attach(handler: (path: string, options?: { replace?: boolean }) => void): () => void;
}
