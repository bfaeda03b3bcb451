import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { AppSettings, AppStatus } from '@zu/shared-contract';
import { setRuntimeConfig } from '../config/runtime-config';
import { appSettingsFixture, appStatusFixture } from './fixtures';

/** Base URL of the API in component tests: MSW answers it, nothing listens there. */
export const testApiUrl = 'http://api.test';

export const apiUrl = (path: string) => `${testApiUrl}${path}`;

/** Handlers every app needs: the settings and status documents. Override per test with server.use(...). */
export const defaultHandlers: RequestHandler[] = [
  http.get<never, never, AppSettings>(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture())),
  http.get<never, never, AppStatus>(apiUrl('/app/status'), () => HttpResponse.json(appStatusFixture())),
];

/**
 * Call at the top of a test file: starts MSW for the file (unhandled requests fail the test), resets handlers
 * after each test, and points the runtime config at the test API. The file's own handlers come before the
 * defaults: one of them for the settings or the status is the one that answers.
 */
export function setupApiServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers, ...defaultHandlers);
  beforeAll(() => {
    setRuntimeConfig({ apiUrl: testApiUrl });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
