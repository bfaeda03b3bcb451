// The live channel in one API process: one listening connection, and the streams of the clients connected here.
// After each notification (from any process: PostgreSQL sends it to every listener at the commit) the hub reads
// the events after the last it read, in one query, and writes each to the streams subscribed to its topic and rule
// set. Reads, and the replays of resuming clients, run one at a time, in order, so each stream gets its events in
// id order and never twice.
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { listenForNotifications, type NotificationListener } from '../../db/notification-listener';
import type { RuleSet } from '../../engine/rule-sets';
import { ApiError } from '../../lib/api-error';
import { databaseUnavailableBody } from '../../lib/database-unavailable';
import { changeEventText, cursorText, heartbeatText, resetEventText, retryText } from './live-event-view';
import {
  latestLiveEventId,
  liveOutboxHoldsAfter,
  liveReplay,
  liveRowsAfter,
  pruneLiveOutbox,
  type LiveRow,
} from './live-outbox-queries';
import { liveChannel } from './live-publish';

/** A client offline longer than this gets a reset instead of the events it missed. */
export const liveResumeWindowMs = 15 * 60_000;
const heartbeatMs = 15_000;
const pruneEveryMs = 60_000;
const browserRetryMs = 3000;
/** Events read per query: a burst (a daily turn) is read in pieces. */
const readBatch = 1000;
/** A client that reads nothing while this much waits for it is dropped: it would hold the memory for good. */
const maxUnsentBytes = 1024 * 1024;

export interface LiveLimits {
  maxConnections: number;
  maxConnectionsPerAddress: number;
}

export interface LiveStreamRequest {
  address: string;
  ruleSet: RuleSet;
  topics: readonly string[];
  /** The last event the client saw (Last-Event-ID), when it resumes. */
  resumeAfter: number | undefined;
}

const channelKey = (ruleSet: string, topic: string) => `${ruleSet} ${topic}`;

class LiveStream {
  readonly output = new PassThrough();
  /** The highest id this stream was given (an event, or a cursor): anything up to it is never written again. */
  sentUpTo = 0;

  constructor(
    readonly address: string,
    readonly keys: readonly string[],
  ) {}

  write(text: string): void {
    if (this.output.destroyed || this.output.writableEnded) return;
    this.output.write(text);
    if (this.output.writableLength > maxUnsentBytes) this.output.destroy();
  }

  deliver(row: LiveRow): void {
    if (row.id <= this.sentUpTo) return;
    this.sentUpTo = row.id;
    this.write(changeEventText(row));
  }

  /** Moves the client's resume point on to `id` when it is past the last event sent. */
  moveCursor(id: number): void {
    if (id <= this.sentUpTo) return;
    this.sentUpTo = id;
    this.write(cursorText(id));
  }
}

export class LiveHub {
  private listener: NotificationListener | undefined;
  /** The last event read: the next read asks for the events after it. */
  private lastId = 0;
  private ready = false;
  /** The listening connection came back: check that nothing it missed was pruned meanwhile. */
  private reconnected = false;
  /** Reads and replays, one after the other. */
  private queue: Promise<void> = Promise.resolve();
  private readQueued = false;
  private readonly streams = new Set<LiveStream>();
  private readonly byChannel = new Map<string, Set<LiveStream>>();
  private readonly perAddress = new Map<string, number>();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: DatabaseHandle,
    private readonly limits: LiveLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.listener = await listenForNotifications(this.database, liveChannel, {
      onNotification: (payload) => {
        // The payload is the transaction's highest id: nothing new when this process has read it already.
        if (!(Number(payload) <= this.lastId)) this.readNew();
      },
      // Catching up with what was published while the connection was down (the first time, the listener is not
      // handed over yet: the read below does it).
      onConnected: () => {
        this.reconnected = this.ready;
        this.readNew();
      },
      onConnectionLost: (error, retryInMs) =>
        this.log.warn({ err: error }, `live channel: listening connection lost, again in ${retryInMs} ms`),
    });
    this.readNew();
    const every = (ms: number, task: () => void) => {
      const timer = setInterval(task, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(heartbeatMs, () => this.streams.forEach((stream) => stream.write(heartbeatText)));
    every(pruneEveryMs, () => void this.prune());
  }

  /**
   * A new stream for a client: refused (429 or 503) when full. A resuming client first gets what it missed, then
   * the events as they come; a client that does not resume starts from the last event committed when it connected.
   */
  async open(request: LiveStreamRequest): Promise<PassThrough> {
    if (this.streams.size >= this.limits.maxConnections) {
      throw new ApiError(503, 'LIVE_FULL', 'Le direct est complet : réessayez dans quelques instants.');
    }
    if ((this.perAddress.get(request.address) ?? 0) >= this.limits.maxConnectionsPerAddress) {
      throw new ApiError(
        429,
        'TOO_MANY_LIVE_CONNECTIONS',
        'Trop de connexions au direct depuis votre adresse : fermez des onglets du site.',
      );
    }
    const stream = new LiveStream(
      request.address,
      request.topics.map((topic) => channelKey(request.ruleSet, topic)),
    );
    this.count(stream);
    stream.output.once('close', () => this.remove(stream));
    try {
      // In turn with the reads: none can give this stream an event before its replay has. The read first: an
      // event committed before the client connected may not be notified yet, and the cursor is placed past it.
      await this.serially(async () => {
        stream.write(retryText(browserRetryMs));
        await this.readAndDeliver();
        if (request.resumeAfter !== undefined) await this.replay(stream, request.resumeAfter, request);
        stream.moveCursor(this.lastId);
        this.subscribe(stream);
      });
    } catch (error) {
      stream.output.destroy();
      throw error;
    }
    return stream.output;
  }

  /** Ends every stream (the process is closing): the browsers reconnect, to another process. */
  endStreams(): void {
    for (const stream of this.streams) stream.output.end();
  }

  async stop(): Promise<void> {
    this.timers.forEach(clearInterval);
    this.timers = [];
    for (const stream of this.streams) stream.output.destroy();
    await this.queue;
    await this.listener?.close();
  }

  /** Deletes the events past the resume window (every process does it now and then; once would do). */
  async prune(): Promise<void> {
    const db = this.listener?.db;
    if (!db) return;
    await pruneLiveOutbox(db, liveResumeWindowMs).catch((error: unknown) =>
      this.log.warn({ err: error }, 'live channel: pruning the outbox failed'),
    );
  }

  private async replay(stream: LiveStream, afterId: number, { ruleSet, topics }: LiveStreamRequest) {
    const db = this.listener?.db;
    if (!db) throw new ApiError(503, databaseUnavailableBody.code, databaseUnavailableBody.message);
    const missed = await liveReplay(db, { afterId, ruleSet, topics });
    if (missed.reset) {
      stream.sentUpTo = Math.max(missed.latestId, this.lastId);
      stream.write(resetEventText(stream.sentUpTo));
      return;
    }
    stream.sentUpTo = afterId;
    for (const row of missed.rows) stream.deliver(row);
  }

  /** Reads the new events once more after whatever runs now; calls meanwhile are folded into that one read. */
  private readNew(): void {
    if (this.readQueued) return;
    this.readQueued = true;
    void this.serially(async () => {
      this.readQueued = false;
      await this.readAndDeliver();
    }).catch((error: unknown) => this.log.warn({ err: error }, 'live channel: reading the outbox failed'));
  }

  private async readAndDeliver(): Promise<void> {
    const db = this.listener?.db;
    if (!db) return;
    if (!this.ready) {
      // The first connection: the events already there were announced before this process listened.
      this.lastId = await latestLiveEventId(db);
      this.ready = true;
      return;
    }
    if (this.reconnected) {
      this.reconnected = false;
      // Down longer than the window: events this process never read may be gone. Its streams end, and their
      // browsers come back with their Last-Event-ID, to a replay or a reset.
      const { holds, latestId } = await liveOutboxHoldsAfter(db, this.lastId);
      if (!holds) {
        this.log.warn('live channel: events missed while the connection was down are pruned, streams ended');
        this.endStreams();
        this.lastId = latestId;
        return;
      }
    }
    for (;;) {
      const rows = await liveRowsAfter(db, this.lastId, readBatch);
      for (const row of rows) {
        this.lastId = row.id;
        this.byChannel.get(channelKey(row.ruleSet, row.topic))?.forEach((stream) => stream.deliver(row));
      }
      if (rows.length < readBatch) return;
    }
  }

  private serially(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => {});
    return run;
  }

  private count(stream: LiveStream) {
    this.streams.add(stream);
    this.perAddress.set(stream.address, (this.perAddress.get(stream.address) ?? 0) + 1);
  }

  private subscribe(stream: LiveStream) {
    if (!this.streams.has(stream)) return;
    for (const key of stream.keys) {
      const subscribed = this.byChannel.get(key) ?? new Set<LiveStream>();
      subscribed.add(stream);
      this.byChannel.set(key, subscribed);
    }
  }

  private remove(stream: LiveStream) {
    if (!this.streams.delete(stream)) return;
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(stream.address, left);
    else this.perAddress.delete(stream.address);
    for (const key of stream.keys) {
      const subscribed = this.byChannel.get(key);
      subscribed?.delete(stream);
      if (subscribed?.size === 0) this.byChannel.delete(key);
    }
  }
}
