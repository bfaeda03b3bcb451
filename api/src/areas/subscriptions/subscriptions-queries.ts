import { desc } from 'drizzle-orm';
import { ofPlayer, preparedQuery } from '../../db/prepared';
import { subscriptions } from './subscriptions-schema';

/** The player's subscriptions in the rule set, the newest first (subscriptions_user index). */
export const playerSubscriptionsQuery = preparedQuery((db) =>
  db
    .select({
      beginDate: subscriptions.beginDate,
      endDate: subscriptions.endDate,
      loreDustCost: subscriptions.loreDustCost,
    })
    .from(subscriptions)
    .where(ofPlayer(subscriptions))
    .orderBy(desc(subscriptions.endDate), desc(subscriptions.beginDate))
    .prepare('player_subscriptions'),
);
