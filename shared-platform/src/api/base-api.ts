import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { ruleSetHeader } from '@zu/shared-contract/constants';
import { getAuthSession, whenSessionSettled } from '@zu/shared-auth';
import { getRuntimeConfig } from '../config/runtime-config';
import { serializeQueryParams } from './query-params';

export type ApiError = FetchBaseQueryError;

/** Answers that do not depend on who asks: they never wait for a stored session to be resumed. */
const sessionlessEndpoints = new Set(['appSettings', 'appStatus']);

const queries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function fetchQueryFor(baseUrl: string) {
  let query = queries.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl,
      paramsSerializer: serializeQueryParams,
      prepareHeaders: async (headers, { endpoint }) => {
        headers.set(ruleSetHeader, getRuntimeConfig().ruleSet);
        // The page renders before a stored session is resumed: a call waits for it so that it carries the
        // player's token, except the site's settings and status, which are the same for everyone.
        if (!sessionlessEndpoints.has(endpoint)) await whenSessionSettled();
        const token = getAuthSession().getToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    });
    queries.set(baseUrl, query);
  }
  return query;
}

/**
 * The base URL is read per request: it comes from the runtime config, loaded after the bundle. A 401 first asks the
 * session for a fresh token and repeats the call once; only a call refused again with a fresh token signs out (a
 * refused refresh signs out in the session itself; a provider out of reach keeps the player signed in).
 */
const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const run = () => fetchQueryFor(getRuntimeConfig().apiUrl)(args, api, extra);
  const result = await run();
  if (result.error?.status !== 401) return result;
  const session = getAuthSession();
  if ((await session.handleUnauthorized()) !== 'retry') return result;
  const repeated = await run();
  if (repeated.error?.status === 401) await session.logout();
  return repeated;
};

/**
 * The one RTK Query API of the site. Each area injects its endpoints (names prefixed by area) with
 * `baseApi.injectEndpoints`; tag types are declared here so that areas can invalidate each other's data.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'AppSettings',
    'AppStatus',
    'Account',
    'Post',
    'Item',
    'Pack',
    'Fusion',
    'Lucky',
    'Market',
    'Player',
    'Corporation',
    'Shop',
    'GameEvent',
    'Place',
    'Boss',
    'Giveaway',
  ],
  endpoints: () => ({}),
});
