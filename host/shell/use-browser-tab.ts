import { useEffect } from 'react';
import { SystemStore } from '../../core/services/system-store';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';

/** The icon of host/index.html, shown while the system administrator has chosen none. */
const BUILT_IN_FAVICON = '/favicon.svg';

/** The tab text and icon the system administrator chose (system browser_tab_text, favicon_image). */
export function useBrowserTab(): void {
  const systems = useService(SystemStore);
  const system = useObservable(systems.system$, () => systems.system);
  const title = system?.browser_tab_text || system?.system_title;
  // undefined while loading: the page keeps the icon it has.
  const favicon = system === undefined ? undefined : (system?.favicon_image ?? BUILT_IN_FAVICON);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.removeAttribute('type');
    link.href = favicon;
  }, [favicon]);
}
