import { resolveService } from '../core/services/service-token';
import 'reflect-metadata';
// Roboto, the theme's font and the diagram labels' (LABEL_FONT): served by the app, the same on every machine.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Container } from 'inversify';
import { createBrowserRouter } from 'react-router';
import { createContainer } from '../core/create-container';
import { preferredInterfaceLanguage } from '../core/domain/interface-languages';
import { AuthService } from '../core/services/auth-service';
import { CurrentUserStore } from '../core/services/current-user-store';
import { EntityLabels } from '../core/services/entity-labels';
import { ErrorReporting } from '../core/services/error-reporting';
import { I18nService } from '../core/services/i18n-service';
import { Navigator } from '../core/services/navigator';
import { SystemStore } from '../core/services/system-store';
import { App } from './app/app';
import { reloadOnPreloadError } from './app/chunk-load-failure';
import { followInterfaceLanguage } from './app/follow-interface-language';
import { loadRuntimeConfig } from './app/load-runtime-config';
import { mirrorLanguageOnDocument } from './app/mirror-language-on-document';
import { registerMessages } from './app/register-messages';
import { HOST_NAMESPACE, hostShellEn } from './i18n/en-shell';
import { LanguageSwitcher } from './i18n/language-switcher';
import { pluginRegistry } from './registry';
import { createAppRoutes } from './routes/app-routes';

async function start(rootElement: HTMLElement): Promise<void> {
  reloadOnPreloadError();
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    showBootFailure(rootElement);
    return;
  }
  const container = createContainer(config);
  startSessionRequests(container);
  const errors = resolveService(container, ErrorReporting);
  const i18n = resolveService(container, I18nService);
  registerMessages(i18n);
  // Created now, so the `entity` namespace is there before the first message nests it.
  resolveService(container, EntityLabels);
  // Also the default instance for react-i18next, so a component outside the provider still translates.
  initReactI18next.init(i18n.i18next);
  mirrorLanguageOnDocument(i18n.i18next, document.documentElement);
  const languages = new LanguageSwitcher(i18n, async () => (await import('./i18n/translation-files')).TRANSLATION_LAYOUTS);
  // The first page already speaks the browser's language; a signed-in person's own choice follows.
  await languages.use(preferredInterfaceLanguage(navigator.languages)).catch((error: unknown) => errors.capture(error));
  followInterfaceLanguage(resolveService(container, CurrentUserStore), languages, navigator.languages, (error) => errors.capture(error));

  const router = createBrowserRouter(createAppRoutes(container, pluginRegistry));
  resolveService(container, Navigator).attach((path, options) => void router.navigate(path, options));

  createRoot(rootElement).render(
    <StrictMode>
      <App container={container} router={router} />
    </StrictMode>,
  );
}

/**
 * The first page's route guards ask for the system info and the session's access token. Asked for now, these
 * requests go out before the page's code starts loading rather than queued behind it; the guards then share
 * them (both stores let overlapping loads share one request).
 */
function startSessionRequests(container: Container): void {
  void resolveService(container, SystemStore).load();
  void resolveService(container, AuthService).refreshAccessToken();
}

/** Without the configuration there is no kernel and no i18n service; a bare instance says what happened. */
function showBootFailure(rootElement: HTMLElement): void {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { [HOST_NAMESPACE]: hostShellEn } }, initAsync: false });
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font-family: system-ui, sans-serif; margin: 4rem auto; max-width: 32rem; padding: 0 1rem;';
  message.textContent = i18n.t('boot.failed', { ns: HOST_NAMESPACE });
  rootElement.replaceChildren(message);
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
