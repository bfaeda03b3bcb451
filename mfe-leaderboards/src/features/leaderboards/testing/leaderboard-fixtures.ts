import type { LeaderboardPage, LeaderboardType } from '@zu/shared-contract';
import { avatarFixture } from '@zu/shared-platform/testing';

/** `count` players named `<prefix>-<rn>`, ranked from `fromRn`, two by two sharing a score (1, 1, 3, 3…). */
export function leaderboardPageFixture(
  type: LeaderboardType,
  {
    page = 0,
    size = 20,
    total = 45,
    prefix = 'joueur',
  }: { page?: number; size?: number; total?: number; prefix?: string } = {},
): LeaderboardPage {
  const first = page * size + 1;
  const last = Math.min(total, first + size - 1);
  const rows = [];
  for (let rn = first; rn <= last; rn++) {
    const position = rn % 2 === 0 ? rn - 1 : rn;
    rows.push({
      position,
      rowNumber: rn,
      score: 10_000 - position * 10,
      data: { total: 100 - position, totalDistinct: 50 - Math.floor(position / 2), achievementCount: 3, maxed: 1 },
      user: {
        id: `00000000-0000-4000-8000-${String(rn).padStart(12, '0')}`,
        discordUserName: `${prefix}-${rn}`,
        discordAvatar: avatarFixture,
      },
    });
  }
  return { type, page, size, total, pageCount: Math.ceil(total / size), refreshedAt: '2026-11-22T20:00:00', rows };
}
