import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseDir, filesDir, loadConfig, packageVersion } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, the embedded database and the package version', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: resolve('./data'),
      databaseUrl: null,
      releaseTag: packageVersion(),
      runtimeConfig: { releaseTag: packageVersion() },
      secureCookies: false,
      trustProxy: false,
      userEventRetentionDays: 400,
      moduleRevisionRetentionDays: 365,
    });
    expect(databaseDir(config)).toBe(resolve('./data/db'));
    expect(filesDir(config)).toBe(resolve('./data/files'));
  });

  it('reads PORT, TESSERA_DATA_DIR, DATABASE_URL and the runtime configuration names', () => {
    const config = loadConfig({
      PORT: '8080',
      TESSERA_DATA_DIR: '/srv/tessera',
      DATABASE_URL: 'postgres://u:p@db/tessera',
      TESSERA_RELEASE_TAG: '2026.11.1',
      TESSERA_FRONTEND_URL: 'https://tessera.example',
      TESSERA_ERROR_REPORTING_KEY: 'https://key@sentry.example/1',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/tessera',
      databaseUrl: 'postgres://u:p@db/tessera',
      releaseTag: '2026.11.1',
      secureCookies: true,
    });
    expect(config.runtimeConfig).toEqual({
      releaseTag: '2026.11.1',
      frontendUrl: 'https://tessera.example',
      errorReportingKey: 'https://key@sentry.example/1',
    });
  });

  it('says what is wrong with a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, not "eighty".');
  });

  it('reads how long user events are kept, and refuses anything but a whole number of days', () => {
    expect(loadConfig({ TESSERA_USER_EVENT_RETENTION_DAYS: '90' }).userEventRetentionDays).toBe(90);
    expect(() => loadConfig({ TESSERA_USER_EVENT_RETENTION_DAYS: '0' })).toThrow(
      'TESSERA_USER_EVENT_RETENTION_DAYS must be a whole number of days, at least 1, not "0".',
    );
  });

  it('keeps module revisions a year unless told otherwise', () => {
    expect(loadConfig({}).moduleRevisionRetentionDays).toBe(365);
    expect(loadConfig({ TESSERA_MODULE_REVISION_RETENTION_DAYS: '30' }).moduleRevisionRetentionDays).toBe(30);
    expect(() => loadConfig({ TESSERA_MODULE_REVISION_RETENTION_DAYS: 'year' })).toThrow('TESSERA_MODULE_REVISION_RETENTION_DAYS must be');
  });

  it('reads the default chat model and the language model timeout', () => {
    expect(loadConfig({}).chatbot).toBeNull();
    expect(loadConfig({ TESSERA_CHATBOT_URL: 'http://localhost:11434/v1' }).chatbot).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: null, model: 'gpt-4o-mini' });
    expect(loadConfig({ TESSERA_CHATBOT_URL: 'https://api.example/v1', TESSERA_CHATBOT_API_KEY: 'sk-1', TESSERA_CHATBOT_MODEL: 'm' }).chatbot).toEqual({ baseUrl: 'https://api.example/v1', apiKey: 'sk-1', model: 'm' });
    expect(loadConfig({}).llmTimeoutMs).toBe(120_000);
    expect(loadConfig({ TESSERA_LLM_TIMEOUT_MS: '5000' }).llmTimeoutMs).toBe(5000);
    expect(() => loadConfig({ TESSERA_LLM_TIMEOUT_MS: 'soon' })).toThrow('TESSERA_LLM_TIMEOUT_MS must be a whole number of milliseconds, at least 1, not "soon".');
  });

  it('keeps files in a local folder unless told to keep them in the database', () => {
    expect(loadConfig({}).fileStore).toBe('local');
    expect(loadConfig({ TESSERA_FILE_STORE: 'database' }).fileStore).toBe('database');
    expect(() => loadConfig({ TESSERA_FILE_STORE: 's3' })).toThrow('TESSERA_FILE_STORE must be "local" or "database", not "s3".');
  });
});
