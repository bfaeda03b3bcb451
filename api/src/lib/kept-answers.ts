// Answers kept made in the database. A process keeps its answers in memory (ResponseCache), but only so many, and
// only until it stops: a world of 100,000 players asked about at random would need every answer made again on most
// requests, and a made answer (hundreds of rows read, turned to JSON, gzipped) costs several times a one-row lookup.
// Kept in the database under the versions of the rows it was made from, an answer is made once per change of those
// rows, whichever process asked, and read back with the lookup every request makes anyway. The versions are compared
// on reading: an answer whose rows moved since is never sent, only made again and replaced.
import type { FastifyBaseLogger } from 'fastify';
import { ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RuleSet } from '../engine/rule-sets';
import { timed } from './answer-timings';
import { keptAnswers } from './kept-answers-schema';

/** An answer as sent: its gzipped JSON and its ETag. */
export interface MadeAnswer {
  gzip: Buffer;
  etag: string;
}

export interface KeptAnswerKey {
  ruleSet: RuleSet;
  /** Whose answer it is: a player's or a corporation's id. */
  subject: string;
  /** The route's name and normalised query. */
  route: string;
}

/**
 * The answer kept for the subject and route, in the rule set, as a lookup selects it: `keptHead` is its versions
 * and ETag (one space between), `keptGzip` its gzipped bytes in base64; both null when none is kept. Two scalar
 * subqueries on the kept answers' primary key: index probes whatever the table's statistics said when the statement
 * was prepared (a join was planned as a scan of the table while it was nearly empty, and the plan kept). Base64
 * rather than bytea: a third longer than the bytes instead of twice as long (bytea comes as hex text), decoded
 * natively by both drivers.
 */
export function keptAnswerProbe(ruleSet: SQLWrapper, subject: SQLWrapper, route: SQLWrapper) {
  const kept = <T>(column: SQL) =>
    sql<T | null>`(select ${column} from ${keptAnswers} k where k.rule_set = ${ruleSet} and k.subject = ${subject}
      and k.route = ${route})`;
  return {
    keptHead: kept<string>(sql`k.versions || ' ' || k.etag`),
    keptGzip: kept<string>(sql`encode(k.gzip, 'base64')`),
  };
}

/** What keptAnswerProbe reads. */
export interface KeptAnswerProbe {
  keptHead: string | null;
  keptGzip: string | null;
}

/** A kept answer as keptAnswerProbe read it, when it was made from the given versions; undefined otherwise. */
export function keptAnswerOf({ keptHead, keptGzip }: KeptAnswerProbe, versions: string): MadeAnswer | undefined {
  if (keptHead === null || keptGzip === null) return undefined;
  const space = keptHead.indexOf(' ');
  if (keptHead.slice(0, space) !== versions) return undefined;
  // (PostgreSQL's base64 breaks lines every 76 characters: the decoder skips them.)
  return { etag: keptHead.slice(space + 1), gzip: Buffer.from(keptGzip, 'base64') };
}

/** At most this many answers in one statement (a few hundred kilobytes of gzipped answers at most). */
const maxBatch = 200;

interface QueuedAnswer {
  key: KeptAnswerKey;
  versions: string;
  answer: MadeAnswer;
  log?: FastifyBaseLogger;
}

/**
 * The answers made and not yet kept, for one database: written behind the requests that made them, after their
 * answers are sent, as one upsert of every answer made meanwhile (a made answer is otherwise a write transaction per
 * request, in its critical path). One statement at a time: the writes take one pooled connection, not one per
 * request. Two answers of the same subject and route made before a write: the later one is kept (its versions are
 * the newer or the same). An answer lost (a crash before its write) is only made again; one written late, after a
 * newer one, is never sent: its versions no longer stand.
 */
class KeptAnswerWriter {
  private readonly queued = new Map<string, QueuedAnswer>();
  private writing: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  keep(queued: QueuedAnswer): void {
    // (Deleted first: the map's order is the order of the latest answers.)
    this.queued.delete(queueKey(queued.key));
    this.queued.set(queueKey(queued.key), queued);
    // Answers made during the current turn of the event loop go together, once their replies are on their way.
    this.writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.writeQueued());
  }

  /** Resolves once every answer queued before (and while) it waits is written or failed. */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeQueued(): Promise<void> {
    while (this.queued.size > 0) {
      const batch = [...this.queued.values()].slice(0, maxBatch);
      for (const { key } of batch) this.queued.delete(queueKey(key));
      try {
        await timed('keep', () => this.write(batch));
      } catch (error) {
        batch.at(-1)?.log?.warn({ err: error }, 'kept answers: answers were sent but could not be kept');
      }
    }
    this.writing = undefined;
  }

  /**
   * One upsert of the batch, its columns passed as six arrays: the statement's text is the same whatever the batch's
   * size, and building it costs nothing per answer (Drizzle's insert builder cost the process about 0.08 ms per
   * answer kept). The bytes go as base64 text, which both drivers pass as an array alike.
   */
  private async write(batch: readonly QueuedAnswer[]): Promise<void> {
    const column = <T>(value: (queued: QueuedAnswer) => T) => sql.param(batch.map(value));
    await this.db.execute(sql`insert into ${keptAnswers} (rule_set, subject, route, versions, etag, gzip)
      select rule_set, subject, route, versions, etag, decode(gzip, 'base64')
      from unnest(${column(({ key }) => key.ruleSet)}::text[], ${column(({ key }) => key.subject)}::text[],
        ${column(({ key }) => key.route)}::text[], ${column(({ versions }) => versions)}::text[],
        ${column(({ answer }) => answer.etag)}::text[], ${column(({ answer }) => answer.gzip.toString('base64'))}::text[])
        as kept(rule_set, subject, route, versions, etag, gzip)
      on conflict (rule_set, subject, route) do update set versions = excluded.versions, etag = excluded.etag,
        gzip = excluded.gzip, kept_at = excluded.kept_at`);
  }
}

function queueKey({ ruleSet, subject, route }: KeptAnswerKey): string {
  return `${ruleSet}\u0000${subject}\u0000${route}`;
}

const writers = new WeakMap<Db, KeptAnswerWriter>();

function writerOf(db: Db): KeptAnswerWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new KeptAnswerWriter(db)));
  return writer;
}

/**
 * What a response cache is told of an answer it made (SendOptions.onMade): keep it under `versions`, behind the
 * request (see KeptAnswerWriter). Failing to keep it is logged and costs only a later remake.
 */
export function keeperOf(db: Db, key: KeptAnswerKey, versions: string, log: FastifyBaseLogger) {
  return (answer: MadeAnswer) => writerOf(db).keep({ key, versions, answer, log });
}

/** Resolves once every answer made so far is kept (or failed to be): before the database closes, and in tests. */
export async function settleKeptAnswers(db: Db): Promise<void> {
  await writers.get(db)?.settled();
}

/**
 * Makes every kept answer stale, as if every player had acted since (the bench measures answers made from nothing
 * with it): their versions match nothing any more, so each is made again and replaced. The rows stay: an emptied
 * table, once vacuumed, is planned as empty, and the lookups prepared then scan it (a sequential scan instead of a
 * primary-key probe) for as long as their connection lives, however full it grows again. Only the answers kept since
 * the last forgetting are written: forgetting again while one route is measured costs what that route kept, not a
 * new version of every row of every route.
 */
export async function forgetKeptAnswers(db: Db): Promise<void> {
  await db.update(keptAnswers).set({ versions: '' }).where(ne(keptAnswers.versions, ''));
}
