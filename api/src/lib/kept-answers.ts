// Answers kept made in the database. A process keeps its answers in memory (ResponseCache), but only so many, and
// only until it stops: a world of 100,000 players asked about at random would need every answer made again on most
// requests, and a made answer (hundreds of rows read, turned to JSON, gzipped) costs several times a one-row lookup.
// Kept in the database under the versions of the rows it was made from, an answer is made once per change of those
// rows, whichever process asked, and read back with the lookup every request makes anyway. The versions are compared
// on reading: an answer whose rows moved since is never sent, only made again and replaced.
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import type { RuleSet } from '../engine/rule-sets';
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

/** The upsert of keepAnswer, prepared once per connection (it runs once per answer made). */
const keepAnswerStatement = preparedQuery((db) => {
  const value = (name: string) => sql.placeholder(name);
  return db
    .insert(keptAnswers)
    .values({
      ruleSet: value('ruleSet'),
      subject: value('subject'),
      route: value('route'),
      versions: value('versions'),
      etag: value('etag'),
      gzip: value('gzip'),
    })
    .onConflictDoUpdate({
      target: [keptAnswers.ruleSet, keptAnswers.subject, keptAnswers.route],
      set: {
        versions: sql`excluded.versions`,
        etag: sql`excluded.etag`,
        gzip: sql`excluded.gzip`,
        keptAt: sql`excluded.kept_at`,
      },
    })
    .prepare('keep_answer');
});

/** Keeps an answer made from `versions`, in place of the one kept before for the same subject and route. */
export async function keepAnswer(db: Db, key: KeptAnswerKey, versions: string, answer: MadeAnswer): Promise<void> {
  await keepAnswerStatement(db).execute({ ...key, versions, etag: answer.etag, gzip: answer.gzip });
}

/**
 * What a response cache is told of an answer it made (SendOptions.onMade): keep it under `versions`. Failing to keep
 * it is logged and costs only a later remake; the answer is sent either way.
 */
export function keeperOf(db: Db, key: KeptAnswerKey, versions: string, log: FastifyBaseLogger) {
  return (made: MadeAnswer) =>
    keepAnswer(db, key, versions, made).catch((error: unknown) =>
      log.warn({ err: error }, 'kept answers: the answer was sent but could not be kept'),
    );
}

/** Forgets every kept answer (the bench measures answers made from nothing with it). */
export async function forgetKeptAnswers(db: Db): Promise<void> {
  await db.delete(keptAnswers);
}
