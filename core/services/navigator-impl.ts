import { injectable } from 'inversify';
import type { Navigator } from './navigator';

type NavigateHandler = (path: string, options?: { replace?: boolean }) => void;

/**
 * An in-app path for `target`, or null when it points at another origin. The logout URL may be a
 * company's full login page URL, which the router cannot reach.
 */
function toAppPath(target: string, location: Location): string | null {
  let url: URL;
  try {
    url = new URL(target, location.href);
  } catch {
    return target;
  }
  if (url.origin !== location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

@injectable()
export class NavigatorImpl implements Navigator {
  private handler: NavigateHandler | null = null;

  navigate(path: string, options?: { replace?: boolean }): void {
    const location = globalThis.location;
    const appPath = location ? toAppPath(path, location) : path;
    if (appPath === null) {
      this.assign(path);
    } else if (this.handler) {
      this.handler(appPath, options);
    } else if (location) {
      // Before the router is attached (the first page is still starting) a full page load is the only way.
      if (options?.replace) location.replace(appPath);
      else location.assign(appPath);
    }
  }

  assign(url: string): void {
    globalThis.location?.assign(url);
  }

  attach(handler: NavigateHandler): () => void {
    this.handler = handler;
    return () => {
      if (this.handler === handler) this.handler = null;
    };
  }
}
