import { HttpClient, type RequestOptions } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { useAsync } from '../../../sdk/ui/use-async';

/** One statistics call's answer, asked again whenever its query changes. */
export function useFigure<T>(url: string, params: NonNullable<RequestOptions['params']>) {
  const http = useService(HttpClient);
  const key = JSON.stringify(params);
  return useAsync((signal) => http.get<T>(url, { signal, params }), [http, url, key]);
}
