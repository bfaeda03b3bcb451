import type { AdventCalendar, CalendarBox } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

const calendarOf = (userName: string) => `/public/calendar/${encodeURIComponent(userName)}`;

/**
 * The advent calendar. Opening a box answers the opened box: it replaces its old state in the owner's calendar at
 * once, and the account (the header's balance, the profile) is read again for what the box paid.
 */
export const calendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesCalendar: build.query<AdventCalendar, string>({
      query: calendarOf,
    }),
    gamemodesCalendarOpen: build.mutation<CalendarBox, { owner: string; index: number }>({
      query: ({ index }) => ({ url: `/public/calendar/${index}`, method: 'POST' }),
      invalidatesTags: ['Account'],
      async onQueryStarted({ owner }, { dispatch, queryFulfilled }) {
        const { data: opened } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!opened) return;
        dispatch(
          calendarApi.util.updateQueryData('gamemodesCalendar', owner, (calendar) => {
            calendar.calendars = calendar.calendars.map((box) => (box.index === opened.index ? opened : box));
          }),
        );
      },
    }),
  }),
});

export const { useGamemodesCalendarQuery, useGamemodesCalendarOpenMutation } = calendarApi;
