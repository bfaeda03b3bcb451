import { Type, type Static } from 'typebox';
import { GameFeature } from './game-features';
import { plainDate } from './formats';

/** GET /app/settings */
export const AppSettings = Type.Object(
  {
    currentEventId: Type.Union([Type.String(), Type.Null()]),
    inCalendarPeriod: Type.Boolean(),
    lastHardcoreSeasonDone: Type.Boolean(),
    gameFeatures: Type.Array(GameFeature),
    nextEventBeginDate: plainDate(
      'Our addition, not in the real API: the day the next invocation event opens, after today (YYYY-MM-DD)',
    ),
  },
  { title: 'AppSettings' },
);
export type AppSettings = Static<typeof AppSettings>;

/** GET /app/status */
export const AppStatus = Type.Object(
  {
    applicationVersion: Type.String(),
    dbVersion: Type.String(),
    instanceId: Type.String(),
    uptime: Type.Number({ description: 'Seconds since the API process started' }),
    worldDate: plainDate("The game world's day in Paris: today's in production, another in a test or demo world"),
    worldNow: Type.String({
      format: 'date-time',
      description:
        "Our addition, not in the real API: the world's instant now (ISO 8601, UTC), the one an action played now " +
        "is stamped with, so that a page counts a cooldown on the world's clock",
    }),
  },
  { title: 'AppStatus' },
);
export type AppStatus = Static<typeof AppStatus>;
