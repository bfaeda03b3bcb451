// The API process (src/server.ts) under a mixed read/write load over loopback, 200 connections of players reading
// pages and trading, giving and writing: zero errors for two minutes, then the same load through a `kill -9` of the
// process and its restart on the same database. Whatever the API acknowledged before the crash is still there
// afterwards, nothing is taken half (ZUMonnaie, cards and trades balance), and the load goes on once the process is
// back. On PGlite (the process's own database files) and on PostgreSQL (DATABASE_URL). The load's latency is the load
// benchmark's (bench/load-bench.ts), never a test's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startLoadSystem, type LoadSystem } from '../support/load-system';
import { assertLoadWritten, runMixedLoad, type LoadReport } from '../support/mixed-load';
import { worldTotals } from '../support/world-totals';

const connections = 200;
/** Two minutes unless told (LOAD_SECONDS): the bound. */
const loadMs = Number(process.env.LOAD_SECONDS ?? 120) * 1000;
const killedAtMs = 8_000;
/** How long the load goes on once the process is back. */
const afterRestartMs = 10_000;

describe(`a mixed load of ${connections} connections on one API process`, { timeout: 900_000 }, () => {
  let system: LoadSystem;
  before(async () => {
    system = await startLoadSystem({ players: 3 * connections, founders: 40 });
  });
  after(async () => {
    await system?.close();
  });

  const described = (report: LoadReport) =>
    `${report.requests} requests: ${JSON.stringify(report.outcomes)}\n${report.failures.join('\n')}`;

  it(`answers every request for ${loadMs / 1000} s: no server error, limit or unanswered request`, async () => {
    const before = await system.whileReadable((database) => worldTotals(database.db));
    const report = await runMixedLoad({
      origin: system.origin,
      world: system.world,
      connections,
      durationMs: loadMs,
    });
    const { serverError, malformed, limited, unanswered, effect } = report.outcomes;
    assert.deepEqual(
      { serverError, malformed, limited, unanswered },
      {
        serverError: 0,
        malformed: 0,
        limited: 0,
        unanswered: 0,
      },
      described(report),
    );
    assert.ok(report.acknowledged.writes > connections, `writes taken: ${described(report)}`);
    assert.ok(effect > report.acknowledged.writes, 'reads answered');
    await system.whileReadable((database) => assertLoadWritten(database.db, before, report));
  });

  it('loses no acknowledged write and takes none half through a kill -9 under load, and serves again once restarted', async () => {
    const before = await system.whileReadable((database) => worldTotals(database.db));
    let restartedAtMs = Number.POSITIVE_INFINITY;
    let effectsAfterRestart = 0;
    const ended = new AbortController();
    const loadDone = runMixedLoad({
      origin: system.origin,
      world: system.world,
      connections,
      durationMs: 300_000,
      signal: ended.signal,
      seed: 4141,
      onOutcome: (outcome, atMs) => {
        if (outcome === 'effect' && atMs > restartedAtMs) effectsAfterRestart++;
      },
    });
    const loadStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, killedAtMs));
    await system.restart('SIGKILL');
    restartedAtMs = performance.now() - loadStarted;
    setTimeout(() => ended.abort(), afterRestartMs);
    const report = await loadDone;

    const { serverError, malformed, limited } = report.outcomes;
    assert.deepEqual(
      { serverError, malformed, limited },
      { serverError: 0, malformed: 0, limited: 0 },
      described(report),
    );
    assert.ok(report.outcomes.unanswered > 0, 'the kill left requests without an answer');
    // Only what was in flight when it died or sent while it was down went unanswered: nothing once it was back.
    const late = report.unansweredAt.filter((sentAt) => sentAt > restartedAtMs + 1_000);
    assert.deepEqual(late, [], `killed at ${killedAtMs} ms, restarted at ${restartedAtMs} ms`);
    assert.ok(effectsAfterRestart > connections, `the load went on after the restart: ${effectsAfterRestart}`);
    await system.whileReadable((database) => assertLoadWritten(database.db, before, report));
  });
});
