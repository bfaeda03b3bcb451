import type { AppSettings, AppStatus } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';

export const appSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The settings name the running event (`currentEventId`): a change of event reads them again.
    appSettings: build.query<AppSettings, void>({
      query: () => '/app/settings',
      providesTags: ['AppSettings', 'GameEvent'],
    }),
    appStatus: build.query<AppStatus, void>({ query: () => '/app/status', providesTags: ['AppStatus'] }),
  }),
});

export const { useAppSettingsQuery, useAppStatusQuery } = appSettingsApi;
