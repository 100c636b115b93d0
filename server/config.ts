/** Server configuration, read once from environment variables (README: Configuration). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RUNTIME_CONFIG_ENV, type RuntimeConfig } from '../core/domain/runtime-config';

export interface ServerConfig {
  port: number;
  /** Embedded database in <dataDir>/db, uploaded files in <dataDir>/files. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | null;
  /** Sent as app-release-version on every response; the client compares it with its own tag. */
  releaseTag: string;
  /** Runtime configuration values set in the environment; the rest get defaults per request. */
  runtimeConfig: Partial<RuntimeConfig>;
  /** The built client (vite build); served when the folder holds an index.html. */
  staticDir: string;
  /** Mark cookies Secure (HTTPS deployments). */
  secureCookies: boolean;
  /** Believe X-Forwarded-For (only behind a load balancer that sets it): the sign-in throttle counts per address. */
  trustProxy: boolean;
  /** smtp:// or smtps:// URL of the outgoing mail server; null writes mails to <dataDir>/outbox as .eml files. */
  smtpUrl: string | null;
  /** The From address of outgoing mail. */
  mailFrom: string;
  /** How many days the user event log (the statistics) keeps an event. */
  userEventRetentionDays: number;
  /** How many days module revisions are kept one by one; older ones fold into one snapshot per day. */
  moduleRevisionRetentionDays: number;
  /**
   * A chat model every company reaches without the admin page (TESSERA_CHATBOT_URL, TESSERA_CHATBOT_API_KEY,
   * TESSERA_CHATBOT_MODEL); null when the URL is not set.
   */
  chatbot: { baseUrl: string; apiKey: string | null; model: string } | null;
  /** How long one call to a language model may take (TESSERA_LLM_TIMEOUT_MS; LLM_CALL_TIMEOUT_MS unless set). */
  llmTimeoutMs: number;
  /**
   * Where uploaded files live (TESSERA_FILE_STORE): 'local', a folder under dataDir (the default), or 'database',
   * in the database itself, shared by every API process that uses it.
   */
  fileStore: FileStoreKind;
}

export const FILE_STORE_KINDS = ['local', 'database'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

export function packageVersion(): string {
  const text = readFileSync(resolve(PROJECT_ROOT, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

export function databaseDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return resolve(config.dataDir, 'db');
}

export function filesDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return resolve(config.dataDir, 'files');
}

export function outboxDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return resolve(config.dataDir, 'outbox');
}

/**
 * Where links in mails point: TESSERA_FRONTEND_URL, else this server on localhost. Never the request's Host
 * header, which a caller could set to send someone a password-reset link to their own site.
 */
export function frontendUrl(config: Pick<ServerConfig, 'runtimeConfig' | 'port'>): string {
  return (config.runtimeConfig.frontendUrl || `http://localhost:${config.port}`).replace(/\/+$/, '');
}

export const DEFAULT_USER_EVENT_RETENTION_DAYS = 400;
export const DEFAULT_MODULE_REVISION_RETENTION_DAYS = 365;

function parseRetentionDays(variable: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`${variable} must be a whole number of days, at least 1, not "${text}".`);
  }
  return days;
}

export const DEFAULT_CHATBOT_MODEL = 'gpt-4o-mini';
/** The default of TESSERA_LLM_TIMEOUT_MS (server/domain/language-models/openai-client.ts has the same figure). */
export const DEFAULT_LLM_TIMEOUT_MS = 120_000;

function parseTimeout(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_LLM_TIMEOUT_MS;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 1) throw new Error(`TESSERA_LLM_TIMEOUT_MS must be a whole number of milliseconds, at least 1, not "${text}".`);
  return ms;
}

function parseFileStore(text: string | undefined): FileStoreKind {
  if (text === undefined || text === '') return 'local';
  const kind = FILE_STORE_KINDS.find((known) => known === text);
  if (!kind) throw new Error(`TESSERA_FILE_STORE must be ${FILE_STORE_KINDS.map((known) => `"${known}"`).join(' or ')}, not "${text}".`);
  return kind;
}

function parsePort(text: string | undefined): number {
  if (text === undefined || text === '') return 3000;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${text}".`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const runtimeConfig: Partial<RuntimeConfig> = {};
  for (const [name, variable] of Object.entries(RUNTIME_CONFIG_ENV) as Array<[keyof RuntimeConfig, string]>) {
    const value = env[variable];
    if (value !== undefined && value !== '') runtimeConfig[name] = value;
  }
  const releaseTag = runtimeConfig.releaseTag ?? packageVersion();
  return {
    port: parsePort(env.PORT),
    dataDir: resolve(env.TESSERA_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    releaseTag,
    runtimeConfig: { ...runtimeConfig, releaseTag },
    staticDir: resolve(env.TESSERA_STATIC_DIR || resolve(PROJECT_ROOT, 'dist')),
    secureCookies: (runtimeConfig.frontendUrl ?? '').startsWith('https:'),
    trustProxy: env.TESSERA_TRUST_PROXY === 'true' || env.TESSERA_TRUST_PROXY === '1',
    smtpUrl: env.TESSERA_SMTP_URL || null,
    mailFrom: env.TESSERA_MAIL_FROM || 'Tessera <no-reply@tessera.invalid>',
    userEventRetentionDays: parseRetentionDays('TESSERA_USER_EVENT_RETENTION_DAYS', env.TESSERA_USER_EVENT_RETENTION_DAYS, DEFAULT_USER_EVENT_RETENTION_DAYS),
    moduleRevisionRetentionDays: parseRetentionDays(
      'TESSERA_MODULE_REVISION_RETENTION_DAYS',
      env.TESSERA_MODULE_REVISION_RETENTION_DAYS,
      DEFAULT_MODULE_REVISION_RETENTION_DAYS,
    ),
    chatbot: env.TESSERA_CHATBOT_URL
      ? { baseUrl: env.TESSERA_CHATBOT_URL, apiKey: env.TESSERA_CHATBOT_API_KEY || null, model: env.TESSERA_CHATBOT_MODEL || DEFAULT_CHATBOT_MODEL }
      : null,
    llmTimeoutMs: parseTimeout(env.TESSERA_LLM_TIMEOUT_MS),
    fileStore: parseFileStore(env.TESSERA_FILE_STORE),
  };
}

/**
 * A server run inside another program (the API tests, the benches): every default, its data under `dataDir`, no
 * built client, any free port.
 */
export function inProcessConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({ TESSERA_DATA_DIR: dataDir, TESSERA_STATIC_DIR: resolve(dataDir, 'no-client') }), port: 0, ...overrides };
}
