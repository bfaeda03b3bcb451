import { newestFirst } from './newest-first';

describe('newestFirst', () => {
  it('puts the most recent post first without changing the list it is given', () => {
    const posts = [{ date: '2025-01-28T12:00:00' }, { date: '2026-03-01T09:30:00' }, { date: '2024-07-27T12:00:00' }];
    expect(newestFirst(posts).map((p) => p.date)).toEqual([
      '2026-03-01T09:30:00',
      '2025-01-28T12:00:00',
      '2024-07-27T12:00:00',
    ]);
    expect(posts[0]?.date).toBe('2025-01-28T12:00:00');
  });
});
