import { gameFeatureIds, type AppSettings, type AppStatus } from '@zu/shared-contract';

/** The seed's settings: every feature on except BOSS (DESIGN.md §1b). */
export function appSettingsFixture(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    currentEventId: null,
    inCalendarPeriod: false,
    lastHardcoreSeasonDone: false,
    gameFeatures: gameFeatureIds.filter((id) => id !== 'BOSS'),
    ...overrides,
  };
}

export function appStatusFixture(overrides: Partial<AppStatus> = {}): AppStatus {
  return { applicationVersion: '2.3.0', dbVersion: '1', instanceId: 'test', uptime: 1, ...overrides };
}
