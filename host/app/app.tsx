import { resolveService } from '../../core/services/service-token';
import { CssBaseline } from '@mui/material';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { I18nService } from '../../core/services/i18n-service';
import { ServicesProvider } from '../../sdk/services-context';
import { HOST_NAMESPACE } from '../i18n/en-shell';
import { InterfaceDirection } from './interface-direction';
import { AppRoutesContext } from '../routes/route-patterns';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The providers every page relies on: kernel services, i18n, theme, router. */
export function App({ container, router }: { container: Container; router: AppRouter }) {
  const i18n = resolveService(container, I18nService).i18next;
  return (
    <ServicesProvider container={container}>
      <I18nextProvider i18n={i18n} defaultNS={HOST_NAMESPACE}>
        <InterfaceDirection>
          <CssBaseline />
          <AppRoutesContext value={router.routes}>
            <RouterProvider router={router} />
          </AppRoutesContext>
        </InterfaceDirection>
      </I18nextProvider>
    </ServicesProvider>
  );
}
