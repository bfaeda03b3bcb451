import type { UnknownAction } from '@reduxjs/toolkit';
import type { LiveEvent, LiveTopic } from '@zu/shared-contract';
import { getAuthSession } from '@zu/shared-auth';
import { baseApi } from '../api/base-api';
import { serializeQueryParams } from '../api/query-params';
import { getRuntimeConfig } from '../config/runtime-config';
import { liveResetTags, liveTagsOf, type LiveTag } from './live-tags';

/** One page's wish: these topics, the store whose cache their changes refresh, and what it does with each event. */
export interface LiveSubscription {
  readonly topics: readonly LiveTopic[];
  readonly dispatch: (action: UnknownAction) => unknown;
  readonly onEvent?: (event: LiveEvent) => void;
}

/** The first wait before reconnecting a broken stream, doubled at each failure up to the last. */
export const reconnectWaitMs = { first: 1_000, max: 30_000 };

/** A tab hidden this long lets its stream go; it resumes where it stopped once shown again. */
export const hiddenTabPauseMs = 10_000;

/**
 * The wait before the n-th reconnection (from 0): doubling up to the cap, then drawn in its upper half, so that the
 * many tabs a server restart cut off at once do not all come back in the same second.
 */
export function reconnectWait(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(reconnectWaitMs.max, reconnectWaitMs.first * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The stream's address: an EventSource sends no headers, so the rule set and the resume point are in the query. */
export function liveStreamUrl(topics: readonly LiveTopic[], lastEventId: string | undefined): string {
  const { apiUrl, ruleSet } = getRuntimeConfig();
  const query = serializeQueryParams({ topic: topics, ruleSet, lastEventId });
  return `${apiUrl.replace(/\/+$/, '')}/public/live?${query}`;
}

function parseLiveEvent(data: unknown): LiveEvent | undefined {
  try {
    const event: unknown = typeof data === 'string' ? JSON.parse(data) : undefined;
    const { id, topic } = (event ?? {}) as Partial<LiveEvent>;
    return typeof id === 'string' && typeof topic === 'string' ? (event as LiveEvent) : undefined;
  } catch {
    return undefined;
  }
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * The site's one live stream. Pages subscribe to topics; a topic stays on the stream while any subscription holds
 * it, and the stream is opened with the first and closed with the last. Any change of the topics opens a new stream
 * that resumes after the last event seen. A broken stream is reopened by this client after a growing wait (a
 * browser's own retry stops for good on some failures, e.g. an answer that is not an event stream), and a tab
 * hidden for a while lets its stream go until it is shown again.
 */
export class LiveClient {
  private readonly subscriptions = new Set<LiveSubscription>();
  private source: EventSource | undefined;
  private sourceTopics = '';
  private lastEventId: string | undefined;
  private failures = 0;
  private syncTimer: Timer | undefined;
  private retryTimer: Timer | undefined;
  private hiddenTimer: Timer | undefined;
  private pausedWhileHidden = false;
  private watchingVisibility = false;

  subscribe(subscription: LiveSubscription): () => void {
    this.subscriptions.add(subscription);
    this.scheduleSync();
    return () => {
      this.subscriptions.delete(subscription);
      this.scheduleSync();
    };
  }

  /** Every topic some subscription holds, once each, in a stable order. */
  private wantedTopics(): LiveTopic[] {
    return [...new Set([...this.subscriptions].flatMap((subscription) => subscription.topics))].sort();
  }

  private scheduleSync(): void {
    // A navigation unsubscribes one page and subscribes the next in one go: the stream changes once for both.
    this.syncTimer ??= setTimeout(() => {
      this.syncTimer = undefined;
      this.sync();
    }, 0);
  }

  private sync(): void {
    const topics = this.wantedTopics();
    this.watchVisibility(topics.length > 0);
    if (topics.length === 0) return this.stop();
    // Paused or waiting to reconnect: the wanted topics are read again when that ends.
    if (this.pausedWhileHidden || this.retryTimer !== undefined) return;
    if (this.source && topics.join(' ') === this.sourceTopics) return;
    this.open(topics);
  }

  private open(topics: LiveTopic[]): void {
    this.closeSource();
    // No live updates where there is no EventSource (component tests in jsdom): the pages read as usual.
    const EventSourceClass = globalThis.EventSource;
    if (!EventSourceClass) return;
    const source = new EventSourceClass(liveStreamUrl(topics, this.lastEventId));
    this.source = source;
    this.sourceTopics = topics.join(' ');
    const current = () => source === this.source;
    source.addEventListener('open', () => {
      if (current()) this.failures = 0;
    });
    source.addEventListener('change', (message) => {
      if (current()) this.onChange(message);
    });
    source.addEventListener('reset', (message) => {
      if (current()) this.onReset(message);
    });
    source.addEventListener('error', () => {
      if (current()) this.reconnectLater();
    });
  }

  private reconnectLater(): void {
    this.closeSource();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.sync();
    }, reconnectWait(this.failures++));
  }

  private onChange(message: MessageEvent): void {
    const event = parseLiveEvent(message.data);
    if (!event) return;
    this.lastEventId = message.lastEventId || event.id;
    this.invalidate(liveTagsOf(event, getAuthSession().getUserName()));
    for (const subscription of [...this.subscriptions]) {
      if (subscription.topics.includes(event.topic)) subscription.onEvent?.(event);
    }
  }

  private onReset(message: MessageEvent): void {
    // The server no longer holds what followed the last event seen: the next stream starts from its own position
    // (or from now), and every read a topic can make stale is read again.
    this.lastEventId = message.lastEventId || undefined;
    this.invalidate(liveResetTags);
  }

  private invalidate(tags: LiveTag[]): void {
    if (tags.length === 0) return;
    const dispatches = new Set([...this.subscriptions].map((subscription) => subscription.dispatch));
    for (const dispatch of dispatches) dispatch(baseApi.util.invalidateTags(tags));
  }

  private watchVisibility(watch: boolean): void {
    if (typeof document === 'undefined' || watch === this.watchingVisibility) return;
    this.watchingVisibility = watch;
    if (!watch) return document.removeEventListener('visibilitychange', this.onVisibilityChange);
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    // A page opened in a background tab is hidden from the start: no change of visibility would say so.
    this.onVisibilityChange();
  }

  private readonly onVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') {
      this.hiddenTimer ??= setTimeout(() => {
        this.hiddenTimer = undefined;
        this.pause();
      }, hiddenTabPauseMs);
      return;
    }
    clearTimeout(this.hiddenTimer);
    this.hiddenTimer = undefined;
    if (!this.pausedWhileHidden) return;
    this.pausedWhileHidden = false;
    this.failures = 0;
    this.sync();
  };

  private pause(): void {
    this.pausedWhileHidden = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.closeSource();
  }

  private stop(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.hiddenTimer);
    this.retryTimer = undefined;
    this.hiddenTimer = undefined;
    this.pausedWhileHidden = false;
    this.closeSource();
  }

  private closeSource(): void {
    this.source?.close();
    this.source = undefined;
    this.sourceTopics = '';
  }
}

/** The one client of the site: shared-platform is a singleton, so every remote's pages share this stream. */
export const liveClient = new LiveClient();
