import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import { apiUrl, setupApiServer } from '../testing';
import { makeStore } from '../store/store';
import { baseApi } from './base-api';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testProbe: build.query<{ ok: boolean }, { filters?: string[]; search?: string }>({
      query: (params) => ({ url: '/probe', params }),
    }),
  }),
});

const server = setupApiServer();

function captureProbe(status = 200, body: object = { ok: true }) {
  const seen: Request[] = [];
  server.use(
    http.get(apiUrl('/probe'), ({ request }) => {
      seen.push(request);
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

describe('base API', () => {
  afterEach(() => setAuthSession(anonymousSession));

  it('sends the HARDCORE rule-set header and no token when signed out', async () => {
    const seen = captureProbe();
    await makeStore().dispatch(probeApi.endpoints.testProbe.initiate({}));
    expect(seen[0]?.headers.get('X-ZUnivers-RuleSetType')).toBe('HARDCORE');
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
  });

  it('sends the bearer token when signed in', async () => {
    setAuthSession({ ...anonymousSession, getToken: () => 'jwt-123', isAuthenticated: () => true });
    const seen = captureProbe();
    await makeStore().dispatch(probeApi.endpoints.testProbe.initiate({}));
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer jwt-123');
  });

  it('repeats array query parameters', async () => {
    const seen = captureProbe();
    await makeStore().dispatch(
      probeApi.endpoints.testProbe.initiate({ filters: ['IS_TRADABLE', 'IS_UPGRADABLE'], search: 'é t' }),
    );
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.getAll('filters')).toEqual(['IS_TRADABLE', 'IS_UPGRADABLE']);
    expect(url.searchParams.get('search')).toBe('é t');
  });

  it('hands a 401 to the session; without a fresh token the call fails as it was', async () => {
    const handleUnauthorized = jest.fn(async () => 'signed-out' as const);
    setAuthSession({ ...anonymousSession, getToken: () => 'expired', handleUnauthorized });
    captureProbe(401, { code: 'UNAUTHORIZED', message: 'Jeton invalide' });
    const result = await makeStore().dispatch(probeApi.endpoints.testProbe.initiate({}));
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ status: 401, data: { code: 'UNAUTHORIZED' } });
  });

  it('repeats the call once with the refreshed token after a 401, and stays signed in', async () => {
    let token = 'expired';
    const logout = jest.fn(async () => {});
    const handleUnauthorized = jest.fn(async () => {
      token = 'fresh';
      return 'retry' as const;
    });
    setAuthSession({ ...anonymousSession, getToken: () => token, handleUnauthorized, logout });
    const seen: string[] = [];
    server.use(
      http.get(apiUrl('/probe'), ({ request }) => {
        const authorization = request.headers.get('Authorization') ?? '';
        seen.push(authorization);
        return authorization === 'Bearer fresh'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ code: 'TOKEN_EXPIRED', message: 'Jeton expiré' }, { status: 401 });
      }),
    );
    const result = await makeStore().dispatch(probeApi.endpoints.testProbe.initiate({}));
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out when the repeated call is refused again with a fresh token', async () => {
    const logout = jest.fn(async () => {});
    const handleUnauthorized = jest.fn(async () => 'retry' as const);
    setAuthSession({ ...anonymousSession, getToken: () => 'refused', handleUnauthorized, logout });
    const seen = captureProbe(401, { code: 'INVALID_TOKEN', message: 'Jeton invalide' });
    const result = await makeStore().dispatch(probeApi.endpoints.testProbe.initiate({}));
    expect(seen).toHaveLength(2);
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ status: 401 });
  });

  it('neither repeats nor logs out when the provider cannot be reached (tokens kept)', async () => {
    const logout = jest.fn(async () => {});
    const handleUnauthorized = jest.fn(async () => 'kept' as const);
    setAuthSession({ ...anonymousSession, getToken: () => 'expired', handleUnauthorized, logout });
    const seen = captureProbe(401, { code: 'TOKEN_EXPIRED', message: 'Jeton expiré' });
    await makeStore().dispatch(probeApi.endpoints.testProbe.initiate({}));
    expect(seen).toHaveLength(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('does not log out on other errors', async () => {
    const handleUnauthorized = jest.fn(async () => 'signed-out' as const);
    setAuthSession({ ...anonymousSession, handleUnauthorized });
    captureProbe(400, { code: 'INVALID_RULE_SET', message: 'x' });
    const result = await makeStore().dispatch(probeApi.endpoints.testProbe.initiate({}));
    expect(handleUnauthorized).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 400, data: { code: 'INVALID_RULE_SET' } });
  });
});
