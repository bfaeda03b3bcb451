import type { AppSettings, AppStatus } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';

export const appSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    appSettings: build.query<AppSettings, void>({ query: () => '/app/settings', providesTags: ['AppSettings'] }),
    appStatus: build.query<AppStatus, void>({ query: () => '/app/status', providesTags: ['AppStatus'] }),
  }),
});

export const { useAppSettingsQuery, useAppStatusQuery } = appSettingsApi;
