// The rows each engine record writes: one mapping shared by the live data layer (one transaction per action) and by
// the seed (which bulk-inserts the very same rows after playing the world in memory), so a history row can never be
// written two ways. Most records append one row; a few close or complete a row an earlier record wrote, and those
// come out as plain "update" descriptions the caller applies (SQL in the data layer, in memory in the seed). What a
// record changes in the player's current state (pity, weekly progress, tower stats…) is not here: player-state-tables.ts
// maps the state tables and the data layer updates them alongside.
import { towerAttemptLoreDustCost } from '../areas/tower/tower-rules';
import type { GameRecord } from '../engine/records';
import type { HistoryTable, HistoryTables, RecordOwner, RowChange, RowInsert } from './row-changes';
import { worldDateOf } from '../engine/world-rules';

const insert = <K extends HistoryTable>(table: K, row: HistoryTables[K]['$inferInsert']) =>
  ({ op: 'insert', table, row }) as RowInsert;

/** The rows one record writes, in the order they must be written. */
export function recordRows(record: GameRecord, owner: RecordOwner): RowChange[] {
  const { userId, ruleSet, newId } = owner;
  switch (record.kind) {
    case 'actionLog':
      return [
        insert('actionLog', {
          id: newId(),
          userId,
          ruleSet,
          action: record.action,
          at: new Date(record.at),
          inputs: record.inputs,
          outcome: record.outcome,
        }),
      ];
    case 'loot': {
      const { kind: _kind, at, ...amounts } = record;
      return [insert('loots', { id: newId(), userId, ruleSet, ...amounts, at: new Date(at) })];
    }
    case 'invocation': {
      const { kind: _kind, at, invocationKind, ...rest } = record;
      return [insert('invocations', { id: newId(), userId, ruleSet, at: new Date(at), kind: invocationKind, ...rest })];
    }
    case 'towerAttempt': {
      const { kind: _kind, at, reputationId: _reputation, ...rest } = record;
      const row = { id: newId(), userId, ruleSet, at: new Date(at), ...rest, loreDustCost: towerAttemptLoreDustCost };
      return [insert('towerAttempts', row)];
    }
    case 'hardcoreRunStart':
      return [insert('hardcoreRuns', { id: newId(), userId, seasonId: record.seasonId, startDate: record.startDate })];
    case 'hardcoreRunEnd':
      return [
        {
          op: 'closeHardcoreRun',
          userId,
          seasonId: record.seasonId,
          startDate: record.startDate,
          set: { endDate: record.endDate, failedDate: record.failedDate, endReason: record.reason },
        },
      ];
    case 'hardcoreReset':
      return [{ op: 'resetChallengeProgress', userId, ruleSet }];
    case 'subscription': {
      const { kind: _kind, at, ...rest } = record;
      return [insert('subscriptions', { id: newId(), userId, ruleSet, at: new Date(at), ...rest })];
    }
    case 'ticketGranted':
      return [
        insert('tickets', {
          id: record.ticketId,
          userId,
          ruleSet,
          type: record.type,
          reward: record.reward,
          source: record.source,
          grantedAt: new Date(record.at),
          scratchedAt: null,
          jackpotWon: 0,
          linkCode: record.linkCode,
        }),
      ];
    case 'luckyLink':
      return [{ op: 'makeLuckyLink', userId, ruleSet, code: record.code, createdDate: record.createdDate }];
    case 'ticketScratched':
      return [
        {
          op: 'scratchTicket',
          userId,
          ticketId: record.ticketId,
          set: { scratchedAt: new Date(record.at), jackpotWon: record.jackpotWon },
        },
      ];
    case 'calendarBox':
      return [
        {
          op: 'openCalendarBox',
          userId,
          ruleSet,
          year: record.year,
          index: record.index,
          openedAt: new Date(record.at),
        },
      ];
    case 'bannerUnlocked':
      return [
        insert('userBanners', { id: newId(), userId, ruleSet, bannerId: record.bannerId, date: new Date(record.at) }),
      ];
    case 'tradeOffer':
      return [
        insert('tradeOffers', {
          id: record.offerId,
          ruleSet,
          sellerId: userId,
          itemId: record.itemId,
          shinyLevel: record.shinyLevel,
          price: record.price,
          createdAt: new Date(record.at),
          status: 'OPEN',
          closedAt: null,
        }),
      ];
    case 'trade':
      // Both sides carry a trade record; the buyer's writes the one row the two share.
      if (record.role === 'SELLER') return [];
      return [
        insert('trades', {
          id: newId(),
          ruleSet,
          offerId: record.offerId,
          sellerId: record.counterpartUserId,
          buyerId: userId,
          itemId: record.itemId,
          shinyLevel: record.shinyLevel,
          price: record.price,
          at: new Date(record.at),
        }),
      ];
    case 'shopPurchase':
      return [insert('shopPurchases', { userId, entryId: record.offerId, at: new Date(record.at) })];
    case 'corporationCreated': {
      const at = new Date(record.at);
      const { corporationId: id, name, description } = record;
      return [
        insert('corporations', { id, ruleSet, name, description, balance: 0, createdDate: at, modifiedDate: at }),
      ];
    }
    case 'corporationMembership':
      if (record.event === 'LEAVE') {
        return [{ op: 'leaveCorporation', userId, ruleSet, corporationId: record.corporationId }];
      }
      if (record.event === 'ROLE') {
        return [{ op: 'setCorporationRole', userId, ruleSet, corporationId: record.corporationId, role: record.role }];
      }
      return [
        insert('corporationMembers', {
          corporationId: record.corporationId,
          userId,
          ruleSet,
          role: record.role,
          joinedDate: new Date(record.at),
        }),
      ];
    case 'corporationDescribed': {
      const { corporationId, description } = record;
      return [{ op: 'describeCorporation', ruleSet, corporationId, description, at: new Date(record.at) }];
    }
    case 'corporationLog': {
      const at = new Date(record.at);
      const { corporationId, action, amount, bonusType } = record;
      const rows: RowChange[] = [
        insert('corporationLogs', { id: newId(), corporationId, userId, action, amount, bonusType, at }),
      ];
      // A gift to the treasury is also a gift row: the members' daily and total gifts add those up.
      if (action === 'LEDGER' && amount !== null && amount > 0) {
        rows.push(
          insert('corporationGifts', { id: newId(), corporationId, userId, date: worldDateOf(at), at, amount }),
        );
      }
      return rows;
    }
    case 'challengeProgress':
      return [
        {
          op: 'addChallengeProgress',
          userId,
          ruleSet,
          periodBeginDate: record.periodBeginDate,
          challengeId: record.challengeId,
          delta: record.delta,
        },
      ];
    case 'challengeCompleted':
      return [
        {
          op: 'completeChallenge',
          userId,
          ruleSet,
          periodBeginDate: record.periodBeginDate,
          challengeId: record.challengeId,
          completedDate: new Date(record.at),
          score: record.score,
        },
      ];
    case 'achievementUnlocked':
      return [
        {
          op: 'unlockAchievement',
          userId,
          ruleSet,
          achievementId: record.achievementId,
          unlockedAt: new Date(record.at),
        },
      ];
    case 'recycle':
    case 'forge':
    case 'fusion':
    case 'constellation':
    case 'evolution':
      // No table of their own: the action log keeps them (inputs and outcome), the state tables what they changed.
      return [];
  }
}

/** Every row a list of records writes, in order. */
export function recordsRows(records: readonly GameRecord[], owner: RecordOwner): RowChange[] {
  return records.flatMap((record) => recordRows(record, owner));
}
