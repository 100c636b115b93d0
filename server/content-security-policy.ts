/**
 * The Content-Security-Policy of every response (docs/architecture.md, Decisions: "Content-Security-Policy").
 * Scripts only from this origin; styles also inline, because MUI's emotion injects <style> elements at run
 * time; images also from data: and blob: URLs (uploaded and exported files are shown through object URLs).
 * The client may talk to the backend and sockets URLs and to the error-reporting host when they are configured.
 * Frames: this origin and the external embeds' players (frame-sources.ts).
 */
import type { RuntimeConfig } from '../core/domain/runtime-config';

type ConnectConfig = Partial<Pick<RuntimeConfig, 'backendUrl' | 'socketsUrl' | 'errorReportingKey'>>;

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, host } = new URL(url.trim());
    return host ? `${protocol}//${host}` : null;
  } catch {
    return null;
  }
}

/** Where the client's requests may go besides its own origin. */
export function connectSources(config: ConnectConfig): string[] {
  // A Sentry DSN names its host after the key: https://<key>@<host>/<project>; the URL parser drops the key.
  const origins = [config.backendUrl, config.socketsUrl, config.errorReportingKey].map(originOf);
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

export function contentSecurityPolicy(config: ConnectConfig, frameSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSources(config)].join(' ')}`,
    `frame-src ${["'self'", ...new Set(frameSources)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
