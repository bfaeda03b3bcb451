import { Type, type Static } from 'typebox';

/** GET /public/stats: the game's figures for the requested rule set (no known equivalent in the real API). */
export const GameStats = Type.Object(
  {
    playerCount: Type.Integer({ description: 'Players with an account in this rule set' }),
    activePlayerCount: Type.Integer({ description: 'Of which played in the last 30 days' }),
    corporationCount: Type.Integer(),
    itemCount: Type.Integer({ description: 'Cards of the catalogue' }),
    starItemCount: Type.Integer({ description: 'STAR cards' }),
    packCount: Type.Integer({ description: 'Packs, a name counted once' }),
    fusionCount: Type.Integer(),
    playerCountByRank: Type.Array(Type.Object({ name: Type.String(), playerCount: Type.Integer({ minimum: 0 }) }), {
      description: 'Every rank, lowest first, with its players in this rule set',
    }),
  },
  { title: 'GameStats' },
);
export type GameStats = Static<typeof GameStats>;
