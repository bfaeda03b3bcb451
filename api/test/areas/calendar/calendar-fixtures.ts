// An advent calendar of the tests' own: the small seed's world is in November and has none.
import { randomUUID } from 'node:crypto';
import { noCalendarReward } from '../../../src/areas/calendar/calendar-rules';
import { calendarBoxes } from '../../../src/areas/calendar/calendar-schema';
import type { Db } from '../../../src/db/client';
import type { RuleSet } from '../../../src/engine/rule-sets';

type BoxReward = Partial<
  Pick<
    typeof calendarBoxes.$inferInsert,
    'itemId' | 'shinyLevel' | 'bannerId' | 'loreDust' | 'loreFragment' | 'balance' | 'luckyType'
  >
>;

/** The 25 boxes of `year`'s calendar in `ruleSet`, box `index` openable on December `index + 1`; returns their ids. */
export async function insertCalendar(
  db: Db,
  ruleSet: RuleSet,
  year: number,
  rewardOf: (index: number) => BoxReward,
): Promise<string[]> {
  const boxes = Array.from({ length: 25 }, (_, index) => ({
    id: randomUUID(),
    ruleSet,
    year,
    index,
    openableDate: `${year}-12-${String(index + 1).padStart(2, '0')}`,
    ...noCalendarReward,
    ...rewardOf(index),
  }));
  await db.insert(calendarBoxes).values(boxes);
  return boxes.map((box) => box.id);
}
