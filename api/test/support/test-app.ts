import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type ApiConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { openOwnPostgresDatabase } from './postgres-databases';
import { copyPgliteTemplate, postgresTemplateName } from './template';

export const testPublicUrl = 'http://api.test';

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    // The suite calls some routes more often than a person would: limits far above it (rate-limits.test.ts sets its own).
    ...loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SCALE: '1000' }),
    publicUrl: testPublicUrl,
    identityProviderUrl: testPublicUrl,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'zu-api-test-')),
    ...overrides,
  };
}

/** A database of its own for one test file: a copy of the migrated, seeded template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-api-test-db-'));
    copyPgliteTemplate(dataDir);
    const handle = await openDatabase({ dataDir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return openOwnPostgresDatabase(url, 'zu_test', { template: postgresTemplateName, poolSize: 4 });
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ApiConfig;
}

/** Builds the app on a fresh database copy before the file's tests, and closes both after. */
export function useTestApp(overrides: Partial<ApiConfig> = {}, appOptions: Pick<AppOptions, 'jwks'> = {}): TestContext {
  const context = {} as TestContext;
  before(async () => {
    context.config = testConfig(overrides);
    context.database = await openTestDatabase();
    context.app = await buildApp({ config: context.config, database: context.database, ...appOptions });
    await context.app.ready();
  });
  after(async () => {
    await context.app?.close();
    await context.database?.close();
    fs.rmSync(context.config.dataDir, { recursive: true, force: true });
  });
  return context;
}

export const hardcore = { 'X-ZUnivers-RuleSetType': 'HARDCORE' } as const;
