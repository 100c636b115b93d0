/**
 * Runtime configuration names of screens-and-editor.md §7. The server reads each from the
 * environment variable named here and serves them to the client at RUNTIME_CONFIG_PATH.
 */
export interface RuntimeConfig {
  frontendUrl: string;
  backendUrl: string;
  socketsUrl: string;
  errorReportingProject: string;
  /** A Sentry DSN; error reporting is off when empty. */
  errorReportingKey: string;
  releaseTag: string;
  environment: string;
  chatbotUrl: string;
  auth: string;
  system: string;
  containerHost: string;
  containerSet: string;
}

export const RUNTIME_CONFIG_ENV: Readonly<Record<keyof RuntimeConfig, string>> = {
  frontendUrl: 'TESSERA_FRONTEND_URL',
  backendUrl: 'TESSERA_BACKEND_URL',
  socketsUrl: 'TESSERA_SOCKETS_URL',
  errorReportingProject: 'TESSERA_ERROR_REPORTING_PROJECT',
  errorReportingKey: 'TESSERA_ERROR_REPORTING_KEY',
  releaseTag: 'TESSERA_RELEASE_TAG',
  environment: 'TESSERA_ENVIRONMENT',
  chatbotUrl: 'TESSERA_CHATBOT_URL',
  auth: 'TESSERA_AUTH',
  system: 'TESSERA_SYSTEM',
  containerHost: 'TESSERA_CONTAINER_HOST',
  containerSet: 'TESSERA_CONTAINER_SET',
};

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
