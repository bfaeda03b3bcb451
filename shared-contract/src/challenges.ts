import { Type, type Static } from 'typebox';
import { challengeTypes } from './constants';
import { DateTime, Uuid } from './formats';

/**
 * GET /public/challenge: the three challenges of the current period (they share its dates). GET
 * /public/challenge/{userName}: the same with the player's `progress` while not done, and `challengeLog` once done.
 */
export const ActiveChallenge = Type.Object(
  {
    id: Uuid,
    beginDate: DateTime,
    endDate: DateTime,
    challenge: Type.Object({
      id: Uuid,
      description: Type.String(),
      type: Type.Enum([...challengeTypes]),
      score: Type.Integer(),
      rewardLoreDust: Type.Integer(),
    }),
    progress: Type.Optional(
      Type.Object({
        type: Type.Enum([...challengeTypes]),
        current: Type.Integer({ minimum: 0 }),
        max: Type.Integer({ minimum: 0 }),
        items: Type.Optional(Type.Array(Type.Object({ name: Type.String(), done: Type.Boolean() }))),
        shown: Type.Optional(
          Type.Object(
            {
              current: Type.Integer({ minimum: 0 }),
              max: Type.Integer({ minimum: 0 }),
              unit: Type.String({ description: 'What is counted, in French, agreed with `max`: "invocations"' }),
            },
            {
              description:
                'Our addition, not in the real API: the progress as players count it (an INVOKE challenge counts 10 ' +
                'per invocation in `current` and `max`; here 1 per invocation), with its unit',
            },
          ),
        ),
      }),
    ),
    challengeLog: Type.Optional(Type.Object({ id: Uuid, date: DateTime })),
  },
  { title: 'ActiveChallenge' },
);
export type ActiveChallenge = Static<typeof ActiveChallenge>;
