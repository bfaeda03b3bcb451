// Applies an action's changes to rows several players share (the database twin of applySharedEffects). Each is one
// guarded update: the guard is what keeps two players acting at once from overdrawing a treasury, buying the last
// copy twice or accepting an offer already gone; zero rows updated means the action no longer holds.
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RuleSet } from '../engine/rule-sets';
import { corporationBonuses, corporations } from '../areas/corporations/corporations-schema';
import { jackpotStart } from '../areas/lucky/lucky-rules';
import { jackpots } from '../areas/lucky/lucky-schema';
import { tradeOffers } from '../areas/market/market-schema';
import { closedOfferRefusal } from '../areas/market/market-rules';
import { shopEntries } from '../areas/shop/shop-schema';
import { corporationMaxBonusLevel } from '../areas/corporations/corporations-rules';
import { type CorporationBonusType } from '../engine/record-types';
import { refuse, type SharedDelta } from '../engine/effects';
import { refusalError } from '../lib/refusals';

const corporationNotFound = refuse('CORPORATION_NOT_FOUND', "Cette corporation n'existe pas.");
const notEnoughTreasury = refuse('NOT_ENOUGH_TREASURY', "La trésorerie de la corporation n'y suffit pas.");
const negativeCounter = refuse('NEGATIVE_COUNTER', 'Compteur invalide.');

export async function applySharedDeltas(
  db: Db,
  scope: { ruleSet: RuleSet; now: Date },
  deltas: readonly SharedDelta[],
): Promise<void> {
  for (const delta of deltas) await applySharedDelta(db, scope, delta);
}

async function applySharedDelta(db: Db, { ruleSet, now }: { ruleSet: RuleSet; now: Date }, delta: SharedDelta) {
  switch (delta.kind) {
    case 'corporationBalance': {
      const updated = await db
        .update(corporations)
        .set({ balance: sql`${corporations.balance} + ${delta.delta}`, modifiedDate: now })
        .where(
          and(
            eq(corporations.id, delta.corporationId),
            eq(corporations.ruleSet, ruleSet),
            isNull(corporations.dissolvedAt),
            gte(sql`${corporations.balance} + ${delta.delta}`, 0),
          ),
        )
        .returning({ id: corporations.id });
      if (updated.length === 0) throw refusalError(await missingCorporation(db, delta.corporationId, ruleSet));
      return;
    }
    case 'corporationBonusLevel': {
      const updated = await db
        .insert(corporationBonuses)
        .values({
          corporationId: delta.corporationId,
          type: delta.bonusType as CorporationBonusType,
          level: delta.delta,
        })
        .onConflictDoUpdate({
          target: [corporationBonuses.corporationId, corporationBonuses.type],
          set: { level: sql`${corporationBonuses.level} + ${delta.delta}` },
          setWhere: sql`${corporationBonuses.level} + ${delta.delta} between 0 and ${corporationMaxBonusLevel}`,
        })
        .returning({ level: corporationBonuses.level });
      if (updated.length === 0) throw refusalError(refuse('BONUS_MAX_LEVEL', 'Ce bonus est déjà au niveau maximum.'));
      return;
    }
    case 'corporationMemberCount':
      // The member count is the corporation's member rows, which the membership record inserts or deletes.
      return;
    case 'corporationDissolved': {
      const updated = await db
        .update(corporations)
        .set({ dissolvedAt: now, modifiedDate: now })
        .where(
          and(
            eq(corporations.id, delta.corporationId),
            eq(corporations.ruleSet, ruleSet),
            isNull(corporations.dissolvedAt),
          ),
        )
        .returning({ id: corporations.id });
      if (updated.length === 0) throw refusalError(corporationNotFound);
      return;
    }
    case 'jackpot': {
      const updated = await db
        .insert(jackpots)
        .values({ ruleSet, amount: jackpotStart + delta.delta })
        .onConflictDoUpdate({
          target: jackpots.ruleSet,
          set: { amount: sql`${jackpots.amount} + ${delta.delta}` },
          setWhere: sql`${jackpots.amount} + ${delta.delta} >= 0`,
        })
        .returning({ amount: jackpots.amount });
      if (updated.length === 0) throw refusalError(negativeCounter);
      return;
    }
    case 'shopStock': {
      const updated = await db
        .update(shopEntries)
        .set({ currentStock: sql`${shopEntries.currentStock} + ${delta.delta}` })
        .where(
          and(
            eq(shopEntries.id, delta.offerId),
            eq(shopEntries.ruleSet, ruleSet),
            sql`${shopEntries.currentStock} + ${delta.delta} between 0 and ${shopEntries.initialStock}`,
          ),
        )
        .returning({ id: shopEntries.id });
      if (updated.length === 0) throw refusalError(refuse('OUT_OF_STOCK', "Cette offre de l'échoppe est épuisée."));
      return;
    }
    case 'tradeOfferClosed': {
      const updated = await db
        .update(tradeOffers)
        .set({ status: delta.status, closedAt: now })
        .where(and(eq(tradeOffers.id, delta.offerId), eq(tradeOffers.ruleSet, ruleSet), eq(tradeOffers.status, 'OPEN')))
        .returning({ id: tradeOffers.id });
      if (updated.length === 0) {
        const [closed] = await db
          .select({ status: tradeOffers.status })
          .from(tradeOffers)
          .where(eq(tradeOffers.id, delta.offerId));
        throw refusalError(closedOfferRefusal(closed?.status === 'ACCEPTED' ? 'ACCEPTED' : 'CANCELLED'));
      }
      return;
    }
    case 'sellerOffersCancelled':
      await db
        .update(tradeOffers)
        .set({ status: 'CANCELLED', closedAt: now })
        .where(
          and(
            eq(tradeOffers.sellerId, delta.sellerId),
            eq(tradeOffers.ruleSet, ruleSet),
            eq(tradeOffers.status, 'OPEN'),
          ),
        );
      return;
  }
}

async function missingCorporation(db: Db, corporationId: string, ruleSet: RuleSet) {
  const [found] = await db
    .select({ id: corporations.id })
    .from(corporations)
    .where(
      and(eq(corporations.id, corporationId), eq(corporations.ruleSet, ruleSet), isNull(corporations.dissolvedAt)),
    );
  return found ? notEnoughTreasury : corporationNotFound;
}
