import { useEffect, useState } from 'react';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';

const PRIVATE_FILES = '/api/files/';

/** Whether a URL is one of our stored files, which the API serves only with the bearer token. */
export const isPrivateFile = (url: string) => url.startsWith(PRIVATE_FILES);

/**
 * A URL an <img> can show: stored files (/api/files/...) need the bearer token, which an <img> cannot
 * send, so they are fetched through the HTTP client and shown from an object URL; other URLs as they are.
 */
export function useFileUrl(url: string | null | undefined): string | null {
  const http = useService(HttpClient);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const isPrivate = !!url && isPrivateFile(url);
  useEffect(() => {
    if (!url || !isPrivate) return;
    const controller = new AbortController();
    let created: string | null = null;
    http
      .getBlob(url, { signal: controller.signal, skipStatusHandling: true })
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [http, url, isPrivate]);
  if (!url) return null;
  return isPrivate ? objectUrl : url;
}

/** Opens a stored file in a new tab through the HTTP client (other URLs open directly). */
export async function openFile(http: HttpClient, url: string): Promise<void> {
  if (!isPrivateFile(url)) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  // The tab is opened first, while the click still counts as the user's, then pointed at the file.
  const tab = window.open('', '_blank');
  const blob = await http.getBlob(url);
  const objectUrl = URL.createObjectURL(blob);
  if (tab) tab.location.href = objectUrl;
  else window.location.assign(objectUrl);
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
