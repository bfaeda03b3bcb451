// Players' chat-platform identities. Ids are shaped like real snowflakes (a timestamp in the high bits),
// which is what gives them their 17 to 19 digits.
import {
  globalNameStyles,
  nicknameHeads,
  nicknameTails,
  wellKnownAccounts,
  type WellKnownAccountKey,
} from '../content/players';
import { dateBetween, utcDate } from '../dates';
import type { Prng } from '../../engine/prng';
import type { UserRow } from '../types';

export type User = Required<UserRow>;

const SNOWFLAKE_EPOCH_MS = 1_420_070_400_000n;
const FIRST_GAME_DAY = utcDate(2021, 1, 1, 0);
const FIRST_CHAT_ACCOUNT_DAY = utcDate(2016, 6, 1, 0);

/** Fixed creation dates: staff were there from the start, the test accounts joined later. */
const wellKnownCreatedDates: Record<WellKnownAccountKey, Date> = {
  gameMaster: utcDate(2021, 1, 4, 9),
  cardKeeper: utcDate(2021, 1, 4, 10),
  scribe: utcDate(2021, 2, 17, 18),
  testPlayer: utcDate(2022, 3, 15, 20),
  normalOnly: utcDate(2023, 6, 1, 19),
  newcomer: utcDate(2024, 9, 2, 18),
  allBanners: utcDate(2024, 10, 7, 19),
  noBanner: utcDate(2024, 10, 8, 20),
  subscriber: utcDate(2024, 10, 9, 18),
  formerSubscriber: utcDate(2024, 10, 10, 21),
  // Two months of play before the reference day: the free month is over, and too little lore dust to pay.
  brokeFormerSubscriber: utcDate(2026, 9, 1, 19),
};

function snowflake(prng: Prng, chatAccountCreated: Date): string {
  const sinceEpoch = BigInt(chatAccountCreated.getTime()) - SNOWFLAKE_EPOCH_MS;
  return ((sinceEpoch << 22n) | BigInt(prng.int(0, 0x3fffff))).toString();
}

function nickname(prng: Prng, head: string, tail: string): string {
  const separator = prng.weightedPick([
    ['', 4],
    ['_', 3],
    ['.', 2],
  ] as const);
  const base = prng.chance(0.15) ? head : `${head}${separator}${tail}`;
  return prng.chance(0.3) ? `${base}${prng.int(1, 9999)}` : base;
}

/** `now`: the seed's reference instant; every user exists by then. */
export function generateUsers(prng: Prng, count: number, now: Date): User[] {
  const users: User[] = [];
  const takenNames = new Set<string>();
  const takenIds = new Set<string>();

  for (const key of Object.keys(wellKnownAccounts) as WellKnownAccountKey[]) {
    const account = wellKnownAccounts[key];
    takenNames.add(account.discordUserName);
    takenIds.add(account.discordId);
    users.push({
      id: prng.uuid(),
      discordId: account.discordId,
      discordUserName: account.discordUserName,
      discordGlobalName: account.discordGlobalName,
      discordAvatar: prng.hex(32),
      createdDate: wellKnownCreatedDates[key],
    });
  }

  while (users.length < count) {
    const [headChat, headDisplay] = prng.pick(nicknameHeads);
    const [tailChat, tailDisplay] = prng.pick(nicknameTails);
    let name = nickname(prng, headChat, tailChat);
    // Same fix as the chat platform's: a taken name gets digits until it is free.
    while (takenNames.has(name)) name = `${name.slice(0, 27)}${prng.int(1, 9999)}`;
    takenNames.add(name);

    const createdDate = dateBetween(prng, FIRST_GAME_DAY, now);
    const chatAccountCreated = dateBetween(prng, FIRST_CHAT_ACCOUNT_DAY, createdDate);
    let discordId = snowflake(prng, chatAccountCreated);
    while (takenIds.has(discordId)) discordId = snowflake(prng, chatAccountCreated);
    takenIds.add(discordId);

    users.push({
      id: prng.uuid(),
      discordId,
      discordUserName: name,
      discordGlobalName: prng.chance(0.8) ? prng.pick(globalNameStyles)(headDisplay, tailDisplay) : null,
      discordAvatar: prng.hex(32),
      createdDate,
    });
  }
  return users;
}
