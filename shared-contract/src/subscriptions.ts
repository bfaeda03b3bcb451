import { Type, type Static } from 'typebox';
import { Item, ShinyLevel } from './catalogue';
import { PlainDate } from './formats';

/** POST /public/subscription/subscribe: the 30 days bought, what they cost, and the reward card handed over. */
export const SubscriptionResult = Type.Object(
  {
    beginDate: PlainDate,
    endDate: PlainDate,
    loreDustCost: Type.Integer({ minimum: 0, description: 'Poudre créatrice paid: 0 for the first month' }),
    inventory: Type.Optional(
      Type.Object(
        { item: Item, shinyLevel: ShinyLevel, quantity: Type.Integer({ minimum: 1 }) },
        { description: 'The reward card; absent only if the catalogue has none to give' },
      ),
    ),
  },
  { title: 'SubscriptionResult' },
);
export type SubscriptionResult = Static<typeof SubscriptionResult>;

/** POST /public/banner/change?banner={name}: the banner to show, by its name. */
export const BannerChangeQuery = Type.Object({ banner: Type.String({ minLength: 1, maxLength: 100 }) });
export type BannerChangeQuery = Static<typeof BannerChangeQuery>;

/** GET /public/subscription/{userName}: the player's premium months, newest first. */
export const SubscriptionHistory = Type.Object(
  {
    subscriptions: Type.Array(
      Type.Object({
        beginDate: PlainDate,
        endDate: PlainDate,
        loreDustCost: Type.Integer({ minimum: 0, description: 'Poudre créatrice paid: 0 for the first month' }),
      }),
    ),
  },
  { title: 'SubscriptionHistory' },
);
export type SubscriptionHistory = Static<typeof SubscriptionHistory>;
