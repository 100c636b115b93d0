/**
 * Registers every server/routes/*.ts (tests excluded) without a central list: a new area of the API is
 * one new file. Each file default-exports a Fastify plugin, mounted under /api unless the file exports
 * `prefix` (runtime-config.ts uses '' to answer /runtime-config.json).
 */
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export const ROUTES_DIR = resolve(import.meta.dirname, 'routes');

interface RouteModule {
  default?: FastifyPluginAsync;
  prefix?: string;
}

export function isRouteFile(name: string): boolean {
  return /\.ts$/.test(name) && !/\.(test|spec|d)\.ts$/.test(name);
}

export async function registerRouteFiles(app: FastifyInstance, routesDir = ROUTES_DIR): Promise<string[]> {
  const files = (await readdir(routesDir)).filter(isRouteFile).sort();
  for (const file of files) {
    const loaded = (await import(pathToFileURL(join(routesDir, file)).href)) as RouteModule;
    if (typeof loaded.default !== 'function') {
      throw new Error(`server/routes/${file} must default-export a Fastify plugin (async (app) => { ... }).`);
    }
    await app.register(loaded.default, { prefix: loaded.prefix ?? '/api' });
  }
  return files;
}
