// A connection that LISTENs on a channel: PostgreSQL delivers a NOTIFY only at its transaction's commit, to every
// session listening, whichever process sent it. On PostgreSQL the connection is a client of its own outside the pool
// (a pooled one would be handed to requests and lose its LISTEN), opened again when it drops; PGlite, one session
// for the whole process, listens on itself.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, DatabaseHandle, PostgresHandle } from './client';
import * as schema from './schema';

export interface NotificationHandlers {
  onNotification(payload: string): void;
  /** After the first connection and after each reconnection: whatever was sent in between was not heard. */
  onConnected(): void;
  onConnectionLost(error: unknown, retryInMs: number): void;
}

export interface NotificationListener {
  /**
   * The listening session as a handle, for short reads that must not wait behind the requests for a pooled
   * connection; undefined while a dropped connection is being opened again.
   */
  readonly db: Db | undefined;
  close(): Promise<void>;
}

/** How PostgreSQL's `pg_stat_activity` names the listening sessions. */
export const listenerApplicationName = 'zu-live-listener';

const firstRetryMs = 500;
const longestRetryMs = 30_000;

export async function listenForNotifications(
  database: DatabaseHandle,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  if (database.kind === 'pglite') {
    const unsubscribe = await database.client.listen(channel, handlers.onNotification);
    handlers.onConnected();
    return { db: database.db, close: unsubscribe };
  }
  const listener = new PostgresListener(database, channel, handlers);
  await listener.connect();
  return listener;
}

class PostgresListener implements NotificationListener {
  db: Db | undefined;
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly database: PostgresHandle,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
  ) {}

  async connect(): Promise<void> {
    const { connectionString, connectionTimeoutMillis, keepAlive } = this.database.pool.options;
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis,
      keepAlive,
      application_name: listenerApplicationName,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onNotification(message.payload ?? '');
    });
    // Without an error listener a dropped connection would crash the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    this.failures = 0;
    this.db = drizzlePg(client, { schema }) as unknown as Db;
    this.handlers.onConnected();
  }

  /** Drops `client` (once) and tries again later, waiting longer after each failure in a row. */
  private lost(client: pg.Client, error: unknown) {
    if (this.client !== client) return;
    this.client = undefined;
    this.db = undefined;
    client.removeAllListeners('notification');
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.closed) return;
    const retryInMs = Math.min(longestRetryMs, firstRetryMs * 2 ** this.failures);
    this.failures += 1;
    this.handlers.onConnectionLost(error, retryInMs);
    this.retryTimer = setTimeout(() => void this.connect(), retryInMs);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.db = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
