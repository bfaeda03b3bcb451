// Where the making of an answer spends its time, told to whoever listens (the API bench): each stage's duration is
// published on a diagnostics channel. Nothing is measured while nobody subscribes, so the running site pays nothing.
import diagnosticsChannel from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

/** The stages of an answer made from nothing, in the order a request goes through them. */
export type AnswerStage =
  /** The player's versions, with the answer kept in the database for them (one statement). */
  | 'lookup'
  /** The route's own statement (or statements) read from the database. */
  | 'statement'
  /** The answer's object built from the rows. */
  | 'make'
  /** JSON.stringify by the route's schema. */
  | 'serialise'
  /** The answer's bytes gzipped and hashed for its ETag. */
  | 'compress'
  /** The kept answer written to the database, after the answer is sent. */
  | 'keep';

export interface AnswerStageTiming {
  stage: AnswerStage;
  ms: number;
}

export const answerTimingsChannel = diagnosticsChannel.channel('zu:answer-timings');

/** Runs `work`, telling the channel how long it took when someone listens. */
export async function timed<T>(stage: AnswerStage, work: () => Promise<T> | T): Promise<T> {
  if (!answerTimingsChannel.hasSubscribers) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    answerTimingsChannel.publish({ stage, ms: performance.now() - started } satisfies AnswerStageTiming);
  }
}

/** The synchronous form of `timed`. */
export function timedSync<T>(stage: AnswerStage, work: () => T): T {
  if (!answerTimingsChannel.hasSubscribers) return work();
  const started = performance.now();
  try {
    return work();
  } finally {
    answerTimingsChannel.publish({ stage, ms: performance.now() - started } satisfies AnswerStageTiming);
  }
}
