import { Type, type Static } from 'typebox';
import { Item, Pack } from './catalogue';
import { DateTime, Uuid } from './formats';

/** GET /public/event/current: the invocation events running today in the requested rule set ('/im {name}'). */
export const GameEvent = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    imageUrl: Type.String(),
    beginDate: DateTime,
    endDate: DateTime,
    balanceCost: Type.Integer({ minimum: 0 }),
    loreDustCost: Type.Integer({ minimum: 0 }),
    invokeCount: Type.Integer({ minimum: 0 }),
    isActive: Type.Boolean(),
    isOneTime: Type.Boolean(),
    isPityEnabled: Type.Boolean(),
    pack: Pack,
    items: Type.Array(Item, { description: 'The cards the event invokes' }),
  },
  { title: 'GameEvent' },
);
export type GameEvent = Static<typeof GameEvent>;
