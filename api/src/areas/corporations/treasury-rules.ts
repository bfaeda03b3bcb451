// A corporation's treasury: members give ZUMonnaie (up to a daily limit each, logged as LEDGER) and the PDG spends
// it on bonus levels (logged as UPGRADE).
import { accept, actionLog, checkCosts, makeEffects, refuse, type ActionResult } from '../../engine/effects';
import { dailyCount, type PlayerState } from '../../engine/player-state';
import { worldDateOf } from '../../engine/world-rules';
import {
  corporationBonusCost,
  corporationDailyGiftLimit,
  corporationLog,
  corporationNotFound,
  notCorporationAdmin,
  notInCorporation,
  type CorporationContext,
} from './corporations-rules';
import { type CorporationBonusType } from '../../engine/record-types';

export function giveToCorporation(
  state: PlayerState,
  input: { amount: number },
  ctx: CorporationContext,
): ActionResult<{ givenToday: number }> {
  const membership = state.corporation;
  if (!membership) return notInCorporation;
  if (!ctx.corporation || ctx.corporation.id !== membership.corporationId) return corporationNotFound;
  if (!Number.isInteger(input.amount) || input.amount < 1) {
    return refuse('INVALID_AMOUNT', 'Le montant doit être un nombre entier positif.');
  }
  const today = worldDateOf(ctx.now);
  const givenToday = dailyCount(state, 'corporationGifts', today) + input.amount;
  if (givenToday > corporationDailyGiftLimit) {
    const message = `Tu ne peux pas donner plus de ${corporationDailyGiftLimit} ZUMonnaie par jour.`;
    return refuse('GIFT_LIMIT_REACHED', message);
  }
  const refusal = checkCosts(state.currencies, { balance: input.amount });
  if (refusal) return refusal;
  const corporationId = membership.corporationId;
  const outcome = { givenToday };
  return accept(
    makeEffects({
      currencies: { balance: -input.amount },
      counters: [{ counter: 'corporationGiftTotal', delta: input.amount }],
      dailyCounters: [{ counter: 'corporationGifts', date: today, delta: input.amount }],
      records: [
        corporationLog(ctx, corporationId, 'LEDGER', input.amount),
        actionLog('CORPORATION_GIVE', ctx, input, outcome),
      ],
      shared: [{ kind: 'corporationBalance', corporationId, delta: input.amount }],
    }),
    outcome,
  );
}

export function upgradeCorporationBonus(
  state: PlayerState,
  input: { bonusType: CorporationBonusType },
  ctx: CorporationContext,
): ActionResult<{ level: number; cost: number }> {
  const membership = state.corporation;
  if (!membership) return notInCorporation;
  const corporation = ctx.corporation;
  if (!corporation || corporation.id !== membership.corporationId) return corporationNotFound;
  if (membership.role !== 'ADMIN') return notCorporationAdmin('acheter un bonus');
  const current = corporation.bonuses[input.bonusType] ?? 0;
  const cost = corporationBonusCost(current);
  if (cost === null) return refuse('BONUS_MAX_LEVEL', 'Ce bonus est déjà au niveau maximum.');
  if (corporation.balance < cost) {
    return refuse('NOT_ENOUGH_TREASURY', "La trésorerie de la corporation n'y suffit pas.");
  }
  const outcome = { level: current + 1, cost };
  return accept(
    makeEffects({
      records: [
        corporationLog(ctx, corporation.id, 'UPGRADE', cost, input.bonusType),
        actionLog('CORPORATION_UPGRADE', ctx, input, outcome),
      ],
      shared: [
        { kind: 'corporationBalance', corporationId: corporation.id, delta: -cost },
        { kind: 'corporationBonusLevel', corporationId: corporation.id, bonusType: input.bonusType, delta: 1 },
      ],
    }),
    outcome,
  );
}
