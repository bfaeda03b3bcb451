// Corporations of one rule set and their members. Sizes are drawn first, then stretched or shrunk so
// that about 40% of the rule set's accounts belong to one, never beyond the 20-member ceiling
// (4 seats plus 4 per MEMBER_COUNT bonus level, at most level 4) and never filling every seat.
import type { RuleSet } from '../../engine/rule-sets';
import { corporationComplements, corporationHeads, corporationSentences } from '../content/corporations';
import { wellKnownAccounts } from '../content/players';
import { dateBetween, daysBefore, HARDCORE_LAUNCH_DATE, laterOf } from '../dates';
import type { Prng } from '../../engine/prng';
import type { CorporationMemberRow, CorporationRow } from '../types';
import { accountStart, type PlayerAccount } from './player-accounts';
import type { User } from './users';

export type Corporation = Required<CorporationRow>;
export type CorporationMember = Required<CorporationMemberRow>;

export const MEMBERSHIP_SHARE = 0.4;
export const MAX_CORPORATION_MEMBERS = 20;
/** Where 40% would fill every seat (the large NORMAL seed), stop short so that sizes still vary. */
const MAX_SEAT_OCCUPANCY = 0.8;

export interface GeneratedCorporations {
  corporations: Corporation[];
  corporationMembers: CorporationMember[];
}

function corporationNames(prng: Prng, count: number): string[] {
  const combinations = corporationHeads.flatMap((head) => corporationComplements.map((tail) => `${head} ${tail}`));
  const names = prng.shuffle(combinations).slice(0, count);
  // Past every combination, later founders number their corporation like a sequel.
  for (let i = names.length; i < count; i++) {
    names.push(`${combinations[i % combinations.length]} ${Math.floor(i / combinations.length) + 1}`);
  }
  return names;
}

function description(prng: Prng): string {
  return prng.sample(corporationSentences, prng.int(1, 3)).join(' ');
}

/** Moves `total` towards `target` one member at a time, on random corporations that can still change. */
function adjustSizes(prng: Prng, sizes: number[], target: number): void {
  let total = sizes.reduce((sum, size) => sum + size, 0);
  const step = total < target ? 1 : -1;
  const limit = step > 0 ? MAX_CORPORATION_MEMBERS : 1;
  const open = sizes.flatMap((size, index) => (size === limit ? [] : [index]));
  while (total !== target && open.length > 0) {
    const slot = prng.int(0, open.length - 1);
    const index = open[slot] as number;
    const size = (sizes[index] as number) + step;
    sizes[index] = size;
    total += step;
    if (size === limit) {
      open[slot] = open[open.length - 1] as number;
      open.pop();
    }
  }
}

/** Most corporations are small; a few have bought every member-count bonus. */
function corporationSizes(prng: Prng, corporationCount: number, memberTarget: number): number[] {
  const sizes = Array.from({ length: corporationCount }, () => {
    const bonusLevel = prng.weightedPick([
      [0, 30],
      [1, 25],
      [2, 20],
      [3, 15],
      [4, 10],
    ] as const);
    return prng.int(1, 4 + 4 * bonusLevel);
  });
  adjustSizes(prng, sizes, memberTarget);
  return sizes;
}

/**
 * The test player is a plain MEMBER (second seat) of the first HARDCORE corporation with two seats, and the card
 * keeper its founder: a PDG the browser tests sign in as. Both are brought in among the members if not drawn.
 */
function seatTestPlayers(members: PlayerAccount[], sizes: readonly number[], seated: readonly PlayerAccount[]): void {
  const start = sizes.findIndex((size) => size >= 2);
  if (start < 0) return;
  const offset = sizes.slice(0, start).reduce((sum, size) => sum + size, 0);
  for (const account of seated) {
    if (members.includes(account)) continue;
    const last = members.findLastIndex((m) => !seated.includes(m));
    members[last] = account;
  }
  // The test player takes the second seat, then the card keeper (if seated) the first.
  for (const [index, account] of seated.entries()) {
    const to = offset + 1 - index;
    const from = members.indexOf(account);
    [members[from], members[to]] = [members[to] as PlayerAccount, members[from] as PlayerAccount];
  }
}

export function generateCorporations(
  prng: Prng,
  ruleSet: RuleSet,
  corporationCount: number,
  accounts: readonly PlayerAccount[],
  usersById: ReadonlyMap<string, User>,
  now: Date,
): GeneratedCorporations {
  const userOf = (userId: string): User => {
    const user = usersById.get(userId);
    if (!user) throw new Error(`unknown user ${userId}`);
    return user;
  };
  const ruleSetAccounts = accounts.filter((a) => a.ruleSet === ruleSet);
  const count = Math.min(corporationCount, ruleSetAccounts.length);
  const memberTarget = Math.min(
    ruleSetAccounts.length,
    Math.floor(count * MAX_CORPORATION_MEMBERS * MAX_SEAT_OCCUPANCY),
    Math.max(count, Math.round(ruleSetAccounts.length * MEMBERSHIP_SHARE)),
  );
  const sizes = corporationSizes(prng, count, memberTarget);
  const memberCount = sizes.reduce((sum, size) => sum + size, 0);

  const shuffled = prng.shuffle(ruleSetAccounts);
  const members = shuffled.slice(0, memberCount);
  const hardcoreAccountOf = (name: string) =>
    ruleSet === 'HARDCORE' ? ruleSetAccounts.find((a) => userOf(a.userId).discordUserName === name) : undefined;
  const testAccount = hardcoreAccountOf(wellKnownAccounts.testPlayer.discordUserName);
  const pdgAccount = hardcoreAccountOf(wellKnownAccounts.cardKeeper.discordUserName);
  if (testAccount && memberCount >= 2) {
    seatTestPlayers(members, sizes, pdgAccount ? [testAccount, pdgAccount] : [testAccount]);
  }

  const names = corporationNames(prng, count);
  const corporations: Corporation[] = [];
  const corporationMembers: CorporationMember[] = [];
  let offset = 0;
  sizes.forEach((size, index) => {
    const crew = members.slice(offset, offset + size);
    offset += size;
    const founder = crew[0];
    if (!founder) throw new Error('every corporation needs a founder');

    const id = prng.uuid();
    const createdDate = dateBetween(
      prng,
      laterOf(HARDCORE_LAUNCH_DATE, accountStart(userOf(founder.userId), ruleSet)),
      daysBefore(now, 1),
    );
    const rows: CorporationMember[] = crew.map((member, position) => ({
      corporationId: id,
      userId: member.userId,
      ruleSet,
      role: position === 0 ? 'ADMIN' : 'MEMBER',
      joinedDate:
        position === 0
          ? createdDate
          : dateBetween(prng, laterOf(createdDate, accountStart(userOf(member.userId), ruleSet)), now),
    }));
    const latestJoin = rows.reduce((latest, row) => laterOf(latest, row.joinedDate), createdDate);

    corporations.push({
      id,
      ruleSet,
      name: names[index] as string,
      description: description(prng),
      // Treasuries are mostly modest; big crews donate more.
      balance: Math.round(250_000 * prng.float() ** 3 * (0.5 + size / (2 * MAX_CORPORATION_MEMBERS))),
      createdDate,
      modifiedDate: dateBetween(prng, latestJoin, now),
      dissolvedAt: null,
    });
    corporationMembers.push(...rows);
  });
  return { corporations, corporationMembers };
}
