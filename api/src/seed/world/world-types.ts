// What the simulation takes and what it gives back: plain data only.
import type { RuleSet } from '../../engine/rule-sets';
import type { Effects } from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import type { GameRecord } from '../../engine/records';
import type { SharedState } from '../../engine/shared-state';
import type { WorldDate } from '../../engine/world-rules';
import type { BannerRow, CorporationMemberRow, CorporationRow, PlayerAccountRow, UserRow } from '../types';
import type { WorldCatalogueInput } from './catalogue-context';
import type { HabitName } from './habits';
import type { WorldReferenceRows } from './world-rows';

export interface WorldInput {
  catalogue: WorldCatalogueInput;
  users: readonly Pick<UserRow, 'id' | 'discordUserName' | 'createdDate'>[];
  /** Which rule sets each user plays (the currencies they hold are ignored: the simulation earns them). */
  playerAccounts: readonly Pick<PlayerAccountRow, 'userId' | 'ruleSet'>[];
  /** The corporations' structure: who founds which, who joins, from when. */
  corporations: readonly Pick<CorporationRow, 'id' | 'ruleSet' | 'name' | 'description' | 'createdDate'>[];
  corporationMembers: readonly Pick<
    CorporationMemberRow,
    'corporationId' | 'userId' | 'ruleSet' | 'role' | 'joinedDate'
  >[];
  /** Banners, to find the advent calendar's holiday banner ('calendrier-festif') and the giveaways'; optional. */
  banners?: readonly Pick<BannerRow, 'id' | 'name' | 'title'>[];
  /** The last simulated day (the seed's reference day). */
  today: WorldDate;
  /** Seed of every stream the simulation draws from. */
  seed?: string;
  /**
   * Share of the players (neither well-known nor founders) who play as the occasional crowd (`occasionalHabit`):
   * the large scale's way to play a hundred thousand players in minutes. 0 or absent: nobody.
   */
  occasionalShare?: number;
  /** Only these rule sets are played (the large scale plays one at a time); all when absent. */
  ruleSets?: readonly RuleSet[];
  /**
   * Receives each account's records as they pile up, in order, instead of keeping them: the large scale keeps
   * memory flat this way. Without it, every account's records come back in `accounts`.
   */
  onRecords?: (userId: string, ruleSet: RuleSet, records: GameRecord[]) => void;
  /** With onRecords: an account's records are handed over once this many piled up (256 when absent). */
  recordBatchSize?: number;
  /**
   * Tests only: play without the simulation's shortcuts (inventories changed in place, achievements checked only
   * when their metric moved), to show that both ways give the same world.
   */
  exact?: boolean;
  /** Tests only: keep every effects applied to each account, in order (SimulatedAccount.effects). */
  keepEffects?: boolean;
}

export interface SimulatedAccount {
  userId: string;
  ruleSet: RuleSet;
  habit: HabitName;
  /** The first simulated day of the account. */
  startDate: WorldDate;
  state: PlayerState;
  /** Every record the account's actions produced, in order (empty when streamed to onRecords). */
  records: GameRecord[];
  /** With keepEffects: every effects applied to the account, in order. */
  effects?: Effects[];
}

export interface SimulatedCorporation {
  id: string;
  ruleSet: RuleSet;
  /** When the founder created it in the simulation; null if the founder never could. */
  createdAt: string | null;
  balance: number;
  bonuses: Readonly<Record<string, number>>;
  memberCount: number;
  /** Its last member left it in the simulation. */
  dissolved: boolean;
}

export interface WorldStats {
  days: number;
  actions: number;
  refusals: Record<string, number>;
  records: Record<string, number>;
}

export interface WorldOutput {
  today: WorldDate;
  accounts: SimulatedAccount[];
  shared: Record<RuleSet, SharedState>;
  /** When each closed market offer closed (accepted or withdrawn), by offer id. */
  offersClosedAt: Record<string, string>;
  corporations: SimulatedCorporation[];
  reference: WorldReferenceRows;
  stats: WorldStats;
}
