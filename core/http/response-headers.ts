import { AxiosHeaders, type AxiosResponse } from 'axios';

/** One response header, whatever case the transport gave its name. */
export function responseHeader(response: Pick<AxiosResponse, 'headers'> | undefined, name: string): string | null {
  if (!response) return null;
  const value = AxiosHeaders.from(response.headers as AxiosHeaders).get(name);
  return typeof value === 'string' && value !== '' ? value : null;
}
