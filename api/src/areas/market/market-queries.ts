import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import type { ShinyLevel } from '../../engine/catalogue';
import type { TradeOffer } from './market-rules';
import { tradeOffers } from './market-schema';

/** A market offer as the rules read it; `lock` holds it until the transaction ends (one buyer at a time). */
export async function findTradeOffer(
  db: Db,
  ruleSet: RuleSet,
  offerId: string,
  options: { lock?: boolean } = {},
): Promise<TradeOffer | null> {
  const query = db
    .select()
    .from(tradeOffers)
    .where(and(eq(tradeOffers.id, offerId), eq(tradeOffers.ruleSet, ruleSet)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  return {
    id: row.id,
    sellerId: row.sellerId,
    itemId: row.itemId,
    shinyLevel: row.shinyLevel as ShinyLevel,
    price: row.price,
    isOpen: row.status === 'OPEN',
  };
}
