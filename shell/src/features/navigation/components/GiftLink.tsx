import { useAuth } from '@zu/shared-auth';
import { AppLink, pathTo, useAppSettingsQuery } from '@zu/shared-platform';
import { chakra } from '@zu/shared-ui';

/** The gift icon to the holiday calendar: signed in, in the calendar period, CALENDAR active. */
export function GiftLink() {
  const { userName } = useAuth();
  const { data: settings } = useAppSettingsQuery();
  if (!userName || !settings?.inCalendarPeriod || !settings.gameFeatures.includes('CALENDAR')) return null;
  return (
    <AppLink
      to={pathTo('HolidaysCalendar', { discordUserName: userName })}
      aria-label="Calendrier festif"
      color="gold.fg"
      display="inline-flex"
    >
      <chakra.svg
        viewBox="0 0 24 24"
        boxSize="6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <rect x="3" y="8" width="18" height="4" rx="1" />
        <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
      </chakra.svg>
    </AppLink>
  );
}
