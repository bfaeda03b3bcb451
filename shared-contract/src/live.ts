import { Type, type Static } from 'typebox';
import { DateTime } from './formats';
import { RuleSetType } from './rule-set';

// The live channel: one server-sent event stream per browser tab, on the topics its open pages show. An event
// says which topic changed; the pages refetch what they show (or, for z/place, paint the pixel it carries).

export const liveTopicKinds = [
  'player',
  'corporation',
  'leaderboard',
  'place',
  'event',
  'jackpot',
  'shop',
  'market',
  'boss',
];

/**
 * `player:{userName}` (lower case), `corporation:{id}`, `leaderboard:{type}`, or one of `place`, `event`, `jackpot`,
 * `shop`, `market`, `boss`.
 */
export const LiveTopic = Type.String({
  minLength: 3,
  maxLength: 80,
  pattern:
    '^(player:[^\\s:]{1,64}|corporation:[0-9a-f-]{36}|leaderboard:[A-Z_]{2,32}|place|event|jackpot|shop|market|boss)$',
});
export type LiveTopic = Static<typeof LiveTopic>;

/** GET /public/live: `text/event-stream`. EventSource sets no headers, so the rule set comes in the query. */
export const LiveQuery = Type.Object({
  topic: Type.Array(LiveTopic, { minItems: 1, maxItems: 32, description: 'Repeated, one per topic' }),
  ruleSet: Type.Optional(RuleSetType),
  lastEventId: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,18}$', description: 'Resume after this event (as the Last-Event-ID header)' }),
  ),
});
export type LiveQuery = Static<typeof LiveQuery>;

/** The `data` of one event; the SSE `id` is the same `id`, the SSE `event` is `change`. */
export const LiveEvent = Type.Object(
  {
    id: Type.String({ pattern: '^[0-9]{1,18}$', description: 'From a database sequence: later events, higher ids' }),
    topic: LiveTopic,
    ruleSet: RuleSetType,
    at: DateTime,
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { title: 'LiveEvent' },
);
export type LiveEvent = Static<typeof LiveEvent>;
