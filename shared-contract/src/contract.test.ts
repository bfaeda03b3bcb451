import { Value } from 'typebox/value';
import { AppSettings, ErrorBody, gameFeatureIds, isGameFeature } from './index';

describe('contract', () => {
  it('lists the 22 game features of the spec once each', () => {
    expect(gameFeatureIds).toHaveLength(22);
    expect(new Set(gameFeatureIds).size).toBe(22);
    expect(isGameFeature('BOSS')).toBe(true);
    expect(isGameFeature('boss')).toBe(false);
  });

  it('accepts a valid settings document and rejects an unknown feature', () => {
    const settings = {
      currentEventId: null,
      inCalendarPeriod: false,
      lastHardcoreSeasonDone: false,
      gameFeatures: ['TOWER'],
      nextEventBeginDate: '2026-12-08',
    };
    expect(Value.Check(AppSettings, settings)).toBe(true);
    expect(Value.Check(AppSettings, { ...settings, gameFeatures: ['NOPE'] })).toBe(false);
  });

  it('requires code and message on an error body', () => {
    expect(Value.Check(ErrorBody, { code: 'X', message: 'y' })).toBe(true);
    expect(Value.Check(ErrorBody, { code: 'X' })).toBe(false);
  });
});
