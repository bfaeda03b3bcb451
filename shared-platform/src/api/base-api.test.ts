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

  it('hands a 401 to the session, which clears tokens and logs out', async () => {
    const handleUnauthorized = jest.fn();
    setAuthSession({ ...anonymousSession, getToken: () => 'expired', handleUnauthorized });
    captureProbe(401, { code: 'UNAUTHORIZED', message: 'Jeton invalide' });
    const result = await makeStore().dispatch(probeApi.endpoints.testProbe.initiate({}));
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ status: 401, data: { code: 'UNAUTHORIZED' } });
  });

  it('does not log out on other errors', async () => {
    const handleUnauthorized = jest.fn();
    setAuthSession({ ...anonymousSession, handleUnauthorized });
    captureProbe(400, { code: 'INVALID_RULE_SET', message: 'x' });
    const result = await makeStore().dispatch(probeApi.endpoints.testProbe.initiate({}));
    expect(handleUnauthorized).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 400, data: { code: 'INVALID_RULE_SET' } });
  });
});
