import type { LiveEvent, LiveTopic } from '@zu/shared-contract';

type Listener = (event: Event) => void;

/** An EventSource that connects nowhere: a test reads what it was opened on and makes the server's moves. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly url: string,
    private readonly opened: FakeEventSource[],
  ) {
    opened.push(this);
  }

  get query(): URLSearchParams {
    return new URL(this.url).searchParams;
  }

  get topics(): string[] {
    return this.query.getAll('topic');
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server accepts the stream. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch(new Event('open'));
  }

  /** The server sends a `change` event, its SSE id the event's. */
  change(topic: LiveTopic, id: string, data?: Record<string, unknown>): void {
    const event: LiveEvent = { id, topic, ruleSet: 'HARDCORE', at: '2026-12-10T12:00:00', data };
    this.dispatch(new MessageEvent('change', { data: JSON.stringify(event), lastEventId: id }));
  }

  /** The server says the resume point is too old: everything is to be read again. */
  reset(id = ''): void {
    this.dispatch(new MessageEvent('reset', { data: '{}', lastEventId: id }));
  }

  /** The connection fails (the browser may or may not retry by itself). */
  fail(): void {
    this.dispatch(new Event('error'));
  }

  private dispatch(event: Event): void {
    if (this.closed) return;
    this.listeners.get(event.type)?.forEach((listener) => listener(event));
  }
}

/**
 * Call at the top of a test file: a fake EventSource on `globalThis` for each test (jsdom has none), and the streams
 * opened through it; `latest` is the last one opened.
 */
export function installFakeEventSource() {
  const streams: FakeEventSource[] = [];
  const holder = globalThis as { EventSource?: unknown };
  const original = holder.EventSource;
  beforeEach(async () => {
    // The site's one client outlives a test: let it drop the stream the last test's pages let go of.
    await new Promise((resolve) => setTimeout(resolve, 0));
    streams.length = 0;
    holder.EventSource = class extends FakeEventSource {
      constructor(url: string) {
        super(url, streams);
      }
    };
  });
  afterEach(() => {
    holder.EventSource = original;
  });
  return {
    streams,
    get latest(): FakeEventSource | undefined {
      return streams.at(-1);
    },
    /** The streams still open. */
    get active(): FakeEventSource[] {
      return streams.filter((stream) => !stream.closed);
    },
  };
}
