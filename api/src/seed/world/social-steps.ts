// What players do with each other and with the world's offers: corporations (found, join, give, buy bonuses), the
// market (traders), the échoppe, subscriptions, tickets and the advent calendar.
import {
  hasOpenedCalendarBox,
  isCalendarBoxOpenable,
  openCalendarBox,
  type CalendarBox,
} from '../../areas/calendar/calendar-rules';
import {
  corporationBonusCost,
  corporationDailyGiftLimit,
  corporationMemberLimit,
  corporationNameLength,
  createCorporation,
  joinCorporation,
} from '../../areas/corporations/corporations-rules';
import { corporationBonusTypes, type CorporationBonusType } from '../../engine/record-types';
import { giveToCorporation, upgradeCorporationBonus } from '../../areas/corporations/treasury-rules';
import { scratchTicket } from '../../areas/lucky/lucky-rules';
import { acceptTradeOffer, cancelTradeOffer, createTradeOffer } from '../../areas/market/market-rules';
import { buyShopOffer, shopPrice } from '../../areas/shop/shop-rules';
import { isSubscriptionActive, subscribe, subscriptionPrice } from '../../areas/subscriptions/subscriptions-rules';
import { dailyCount, inventoryKey, quantityAt, quantityOf } from '../../engine/player-state';
import { addDays } from '../../engine/world-rules';
import { balanceReserve } from './collection-steps';
import { baseContext, corporationView, play, ticketContext, type Scope } from './scope';

/** loreDust a subscriber keeps after paying a renewal. */
const subscriptionLoreDustReserve = 300;
/** A trader keeps at most this many offers open (a visitor three), and offers are withdrawn after four weeks. */
const openOffersPerTrader = 12;
const openOffersPerVisitor = 3;
const offerLifetimeDays = 28;
const purchasesPerTraderDay = 2;

/** What the échoppe would ask for the card (a chromatic one as a golden one): sellers ask around it. */
function fairPrice(item: { rarity: number }, shinyLevel: number): number {
  return shopPrice(item.rarity, shinyLevel === 0 ? 0 : 1);
}

/** The engine caps names; a longer one given in the structure is cut at the last word that fits. */
export function corporationName(name: string): string {
  const max = corporationNameLength.max;
  if (name.length <= max) return name;
  const cut = name.slice(0, max + 1).lastIndexOf(' ');
  return (cut >= corporationNameLength.min ? name.slice(0, cut) : name.slice(0, max)).trim();
}

export function corporationStep(scope: Scope): void {
  const { account, world, day } = scope;
  const membership = account.membership;
  if (!membership || day.date < membership.fromDate) return;
  const plan = world.corporations.get(membership.corporationId);
  if (!plan) return;
  if (!account.state.corporation) {
    if (membership.role === 'ADMIN') {
      // The corporation's id is part of the structure handed in: the engine draws ids from the context's
      // generator, so this one generator answers that id.
      const prng = { ...account.engine, uuid: () => plan.id };
      const at = new Date(scope.time).toISOString();
      const created = play(scope, (now) =>
        createCorporation(
          account.state,
          { name: corporationName(plan.name), description: plan.description },
          { ...baseContext(scope, now), prng },
        ),
      );
      if (created) plan.createdAt = at;
    } else if (plan.createdAt) {
      play(scope, (now) =>
        joinCorporation(
          account.state,
          { corporationId: plan.id },
          { ...baseContext(scope, now), corporation: corporationView(scope, plan.id) },
        ),
      );
    }
    return;
  }
  giveStep(scope);
  if (account.state.corporation.role === 'ADMIN') upgradeStep(scope);
}

function giveStep(scope: Scope): void {
  const { account, day } = scope;
  const corporationId = account.state.corporation?.corporationId;
  const room = corporationDailyGiftLimit - dailyCount(account.state, 'corporationGifts', day.date);
  const amount = Math.min(account.habit.dailyGift, room);
  if (amount <= 0 || account.state.currencies.balance < amount + balanceReserve(scope) + 1_000) return;
  play(scope, (now) =>
    giveToCorporation(
      account.state,
      { amount },
      { ...baseContext(scope, now), corporation: corporationView(scope, corporationId) },
    ),
  );
}

/** The bonus whose next level costs least, and that cost; null when every bonus is at its last level. */
function cheapestLevel(bonuses: Readonly<Partial<Record<CorporationBonusType, number>>>) {
  let cheapest: { type: CorporationBonusType; cost: number } | null = null;
  for (const type of corporationBonusTypes) {
    const cost = corporationBonusCost(bonuses[type] ?? 0);
    if (cost !== null && (!cheapest || cost < cheapest.cost)) cheapest = { type, cost };
  }
  return cheapest;
}

/**
 * The PDG buys more seats while members wait for one, otherwise the cheapest next level; a PDG who keeps a reserve
 * (`keepsTreasuryReserve`) only when the treasury still pays the cheapest level after it.
 */
function upgradeStep(scope: Scope): void {
  const { account, world, day } = scope;
  const corporationId = account.state.corporation?.corporationId;
  const plan = corporationId ? world.corporations.get(corporationId) : undefined;
  const view = corporationView(scope, corporationId);
  if (!plan || !view) return;
  const seatLevel = view.bonuses.MEMBER_COUNT ?? 0;
  const waiting = plan.members.some(
    (m) =>
      !m.state.corporation &&
      m.membership !== null &&
      m.membership.fromDate <= day.date &&
      (m.lastPlayDate === null || m.lastPlayDate >= day.date),
  );
  const full = view.memberCount >= corporationMemberLimit(seatLevel);
  const type: CorporationBonusType | undefined = waiting && full ? 'MEMBER_COUNT' : cheapestLevel(view.bonuses)?.type;
  const cost = type ? corporationBonusCost(view.bonuses[type] ?? 0) : null;
  if (!type || cost === null || view.balance < cost) return;
  if (account.habit.keepsTreasuryReserve) {
    const next = cheapestLevel({ ...view.bonuses, [type]: (view.bonuses[type] ?? 0) + 1 });
    if (next && view.balance - cost < next.cost) return;
  }
  play(scope, (now) =>
    upgradeCorporationBonus(account.state, { bonusType: type }, { ...baseContext(scope, now), corporation: view }),
  );
}

export function subscribeStep(scope: Scope): void {
  const { account, day, sim } = scope;
  if (!account.habit.subscribes || isSubscriptionActive(account.state.subscription, day.date)) return;
  if (account.habit.subscribesFrom && day.date < account.habit.subscribesFrom) return;
  const price = subscriptionPrice(account.state);
  if (price > 0 && account.habit.onlyFreeMonth) return;
  if (price > 0 && account.state.currencies.loreDust < price + subscriptionLoreDustReserve) return;
  play(scope, (now) => subscribe(account.state, {}, { ...baseContext(scope, now), catalogue: sim.context.catalogue }));
}

export function scratchStep(scope: Scope): void {
  const { account, world } = scope;
  // The oldest first, the newest few kept (habit); a scratch may give another ticket: it waits for the next day.
  const { tickets } = account.state;
  for (const ticket of tickets.slice(0, Math.max(0, tickets.length - account.habit.ticketsKept))) {
    play(scope, (now) =>
      scratchTicket(
        account.state,
        { ticketId: ticket.ticketId },
        { ...ticketContext(scope, now), jackpot: world.shared.jackpot },
      ),
    );
  }
}

/** Chosen: on one visit to the calendar in ten, players also open the boxes of the days they missed. */
const calendarCatchUpChance = 0.1;

/**
 * On some December days played (the habit's `calendarChance`), today's box, and on some of those visits the missed
 * days' boxes too; a well-known account keeps its fixed rhythm (`calendarOddDaysBefore`). Nothing is drawn outside
 * the calendar, so the rest of the year plays as it did.
 */
export function calendarStep(scope: Scope): void {
  const { account, day } = scope;
  if (day.boxes.length === 0) return;
  const { calendarChance, calendarOddDaysBefore } = account.habit;
  let opens: (box: CalendarBox) => boolean;
  if (calendarOddDaysBefore !== undefined) {
    if (day.date >= calendarOddDaysBefore) return;
    opens = (box) => box.openableDate === day.date && box.index % 2 === 0;
  } else {
    if (!account.decisions.chance(calendarChance)) return;
    const catchesUp = account.decisions.chance(calendarCatchUpChance);
    opens = (box) => catchesUp || box.openableDate === day.date;
  }
  for (const box of day.boxes) {
    const opened = hasOpenedCalendarBox(account.state, box.index, day.date);
    if (!opens(box) || !isCalendarBoxOpenable(box.openableDate, day.date, opened)) continue;
    play(scope, (now) =>
      openCalendarBox(account.state, { index: box.index }, { ...ticketContext(scope, now), boxes: day.boxes }),
    );
  }
}

/** Now and then, one échoppe offer the player can afford and has not bought yet. */
export function shopStep(scope: Scope): void {
  const { account, world, day } = scope;
  if (!account.habit.shops || !account.decisions.chance(0.25)) return;
  const budget = account.state.currencies.balance - balanceReserve(scope) - 1_000;
  const offers = day.offers.map((offer) => ({ ...offer, currentStock: world.shared.shopStock[offer.id] ?? 0 }));
  const affordable = offers.filter(
    (o) => o.currentStock > 0 && o.price <= budget && !account.state.shopPurchases.includes(o.id),
  );
  if (affordable.length === 0) return;
  const offer = account.decisions.pick(affordable);
  play(scope, (now) => buyShopOffer(account.state, { offerId: offer.id }, { ...baseContext(scope, now), offers }));
}

/**
 * A visit to the market: withdraw stale offers, put duplicates up for sale and buy cards one lacks. Traders come
 * every day they play and do more of each; the others now and then (`marketChance`), one sale and one purchase.
 */
export function tradeStep(scope: Scope): void {
  const { account, world } = scope;
  const { habit } = account;
  if (!habit.trades && !(habit.marketChance > 0 && account.decisions.chance(habit.marketChance))) return;
  // Offers the engine closed without a visit (a wiped hardcore run withdraws its player's offers) leave the stall.
  world.market.clearClosed();
  withdrawStaleOffers(scope);
  offerDuplicates(scope, habit.trades ? openOffersPerTrader : openOffersPerVisitor);
  buyOffers(scope, habit.trades ? purchasesPerTraderDay : 1);
}

/** Offers older than four weeks, or whose card the seller no longer holds, are withdrawn. */
function withdrawStaleOffers(scope: Scope): void {
  const { account, world, day } = scope;
  for (const listed of world.market.listingsOf(account)) {
    const stale = listed.createdDate <= addDays(day.date, -offerLifetimeDays);
    if (!stale && quantityOf(account.state, listed.offer.itemId, listed.offer.shinyLevel) > 0) continue;
    const done = play(scope, (now) =>
      cancelTradeOffer(account.state, { offer: listed.offer }, baseContext(scope, now)),
    );
    if (done) world.market.remove(listed);
  }
}

/** Duplicates of tradable cards (a trader's from its whole collection), one offer per card, up to `limit` open. */
function offerDuplicates(scope: Scope, limit: number): void {
  const { account, world, day, sim } = scope;
  let open = world.market.countOf(account);
  // A HARDCORE collection lives one run and holds few duplicates: its players sell what they have, commons included.
  const [minCopies, minRarity] = account.ruleSet === 'HARDCORE' ? [1, 1] : [2, 2];
  // A trader keeps a second copy of what it may sell (see recycleStep), so its whole collection is its stock; others
  // offer only what came in today, before the clean-up. The collection is gone through in the keys' order: the order
  // entries came in differs between the exact play and the fast one, which must give the same world.
  const keys = account.habit.trades ? Object.keys(account.state.inventory).sort() : account.touched;
  for (const key of keys) {
    if (open >= limit) break;
    const entry = account.state.inventory[key];
    const item = entry && sim.context.catalogue.itemsById.get(entry.itemId);
    if (!entry || !item || entry.upgradeLevel !== 0 || !item.isTradable) continue;
    if (entry.quantity < minCopies || item.rarity < minRarity) continue;
    if (world.market.lists(account, item.id)) continue;
    const price = Math.max(1, Math.round(fairPrice(item, entry.shinyLevel) * account.decisions.range(0.5, 1.6)));
    const played = play(scope, (now) =>
      createTradeOffer(
        account.state,
        { itemId: item.id, shinyLevel: entry.shinyLevel, price },
        // The check above leaves none of this card on the player's stall.
        { ...baseContext(scope, now), catalogue: sim.context.catalogue, copiesOnOffer: 0 },
      ),
    );
    if (!played) continue;
    const offer = {
      id: played.outcome.offerId,
      sellerId: account.userId,
      itemId: item.id,
      shinyLevel: entry.shinyLevel,
      price,
      status: 'OPEN' as const,
    };
    world.market.add({
      offer,
      seller: account,
      createdDate: day.date,
      createdTime: Date.parse(played.outcome.at),
      cardKey: inventoryKey(item.id, entry.shinyLevel, 0),
      aboveFairPrice: price > fairPrice(item, entry.shinyLevel),
    });
    open++;
  }
}

/** Other players' offers of cards the player lacks, affordable above its reserve, up to `limit` purchases. */
function buyOffers(scope: Scope, limit: number): void {
  const { account, world, sim } = scope;
  let bought = 0;
  // Most listings are passed over: the cheapest tests first (each is a pure test, so their order changes nothing).
  for (const listed of world.market.all()) {
    if (bought >= limit) break;
    const { offer, seller } = listed;
    // Nobody pays more than the échoppe would ask: dearer offers stay on the market until withdrawn.
    if (listed.aboveFairPrice || seller === account || listed.createdTime >= scope.time) continue;
    // A hardcore seller not visited yet today may still owe a wipe from before now (its midnight turn, or the first
    // daily of a season): the sale waits until the seller's day has been played.
    if (account.ruleSet === 'HARDCORE' && seller.visitedDate !== scope.day.date) continue;
    if (quantityAt(account.state, listed.cardKey) > 0) continue;
    // An offer whose card the seller no longer holds shows as gone: nobody tries it.
    if (quantityAt(seller.state, listed.cardKey) === 0) continue;
    if (offer.price > account.state.currencies.balance - balanceReserve(scope)) continue;
    const done = play(scope, (now) =>
      acceptTradeOffer(
        account.state,
        { offer },
        { ...baseContext(scope, now), catalogue: sim.context.catalogue, seller: seller.state },
      ),
    );
    if (!done) continue;
    world.market.remove(listed);
    bought++;
  }
}
