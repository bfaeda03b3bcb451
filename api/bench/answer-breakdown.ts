// Where the answers made during a run spent their time: each stage the API publishes (see answer-timings.ts), the
// wait for a pooled connection (PostgreSQL), the garbage collector's pauses and the event loop's delay, summed over
// the run and per answer.
import diagnosticsChannel from 'node:diagnostics_channel';
import fs from 'node:fs';
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import type pg from 'pg';
import { answerTimingsChannel, type AnswerStageTiming } from '../src/lib/answer-timings';

interface Totals {
  count: number;
  ms: number;
  max: number;
}

export interface AnswerBreakdown {
  start(): void;
  /** One line: each stage's mean per occurrence and its share of the run's time on 50 callers. */
  stop(answers: number): string;
}

/** Counts the stages of the answers made between start() and stop(); `pool` when the database is PostgreSQL's. */
export function answerBreakdown(pool?: pg.Pool): AnswerBreakdown {
  const totals = new Map<string, Totals>();
  let listening = false;
  const add = (stage: string, ms: number) => {
    if (!listening) return;
    const entry = totals.get(stage) ?? { count: 0, ms: 0, max: 0 };
    entry.count += 1;
    entry.ms += ms;
    entry.max = Math.max(entry.max, ms);
    totals.set(stage, entry);
  };
  diagnosticsChannel.subscribe(answerTimingsChannel.name, (message) => {
    const { stage, ms } = message as AnswerStageTiming;
    add(stage, ms);
  });
  if (pool) {
    // How long each checkout waits for a connection: pool.query checks out through connect(callback).
    const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<unknown>;
    (pool as unknown as { connect: typeof connect }).connect = (callback) => {
      const asked = performance.now();
      if (callback) {
        return connect((...args) => {
          add('pool wait', performance.now() - asked);
          callback(...args);
        });
      }
      return connect().then((client) => {
        add('pool wait', performance.now() - asked);
        return client;
      });
    };
  }
  // The garbage collector's pauses: a stall of the event loop every caller waiting then sees at once.
  const collections = { count: 0, ms: 0, max: 0, major: 0 };
  new PerformanceObserver((list) => {
    if (!listening) return;
    for (const entry of list.getEntries()) {
      collections.count += 1;
      collections.ms += entry.duration;
      collections.max = Math.max(collections.max, entry.duration);
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        collections.major += 1;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  let cpuAtStart = { process: process.cpuUsage(), database: databaseCpuMs() };
  return {
    start() {
      cpuAtStart = { process: process.cpuUsage(), database: databaseCpuMs() };
      totals.clear();
      Object.assign(collections, { count: 0, ms: 0, max: 0, major: 0 });
      loopDelay.reset();
      loopDelay.enable();
      listening = true;
    },
    stop(answers) {
      listening = false;
      loopDelay.disable();
      const parts = [...totals].map(
        ([stage, { count, ms, max }]) =>
          `${stage} ${(ms / count).toFixed(2)} ms ×${(count / Math.max(1, answers)).toFixed(2)} (max ${max.toFixed(0)})`,
      );
      const processCpu = process.cpuUsage(cpuAtStart.process);
      const processMs = (processCpu.user + processCpu.system) / 1000;
      const databaseMs = databaseCpuMs() - cpuAtStart.database;
      parts.push(
        `CPU: this process ${(processMs / Math.max(1, answers)).toFixed(2)} ms, the database's ${(databaseMs / Math.max(1, answers)).toFixed(2)} ms`,
      );
      parts.push(
        `GC ${(collections.ms / Math.max(1, answers)).toFixed(3)} ms (${collections.count} pauses, ${collections.major} major, max ${collections.max.toFixed(1)} ms)`,
      );
      parts.push(
        `event loop delay p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`,
      );
      return `      per answer: ${parts.join(' · ')}`;
    },
  };
}

/** CPU time of the machine's PostgreSQL server processes so far, in ms (Linux; 0 where /proc cannot tell). */
function databaseCpuMs(): number {
  let ticks = 0;
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime: the 14th and 15th fields of the line, the 12th and 13th after the name.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  // Clock ticks are 1/100 s on Linux.
  return ticks * 10;
}
