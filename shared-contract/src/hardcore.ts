import { Type, type Static } from 'typebox';
import { PlainDate, plainDate, Uuid } from './formats';

/**
 * GET /public/hardcore/season/current (HARDCORE rule set): the season running today. A new season shows as a new
 * `id`; between seasons, and under NORMAL, the route answers 404.
 */
export const HardcoreSeason = Type.Object(
  {
    id: Uuid,
    index: Type.Integer({ minimum: 0 }),
    beginDate: PlainDate,
    endDate: plainDate("The season's last day, included"),
  },
  { title: 'HardcoreSeason' },
);
export type HardcoreSeason = Static<typeof HardcoreSeason>;
