// The live channel's events as the contract gives them, and as the text/event-stream format writes them: blocks of
// `field: value` lines ended by a blank line. JSON never holds a raw line break, so each `data` is one line.
import type { LiveEvent } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import type { LiveRow } from './live-outbox-queries';

export function liveEventOf(row: LiveRow): LiveEvent {
  return {
    id: String(row.id),
    topic: row.topic,
    ruleSet: row.ruleSet,
    at: toParisDateTime(row.at),
    ...(row.data ? { data: row.data } : {}),
  };
}

/** One `change` event: the browser remembers its id and sends it back as Last-Event-ID when it reconnects. */
export function changeEventText(row: LiveRow): string {
  return `id: ${row.id}\nevent: change\ndata: ${JSON.stringify(liveEventOf(row))}\n\n`;
}

/**
 * Some of the events a resuming client missed are gone: it should refetch what it shows. The id carried is where
 * the stream goes on from. (A block without data would dispatch no event, hence the empty object.)
 */
export function resetEventText(latestId: number): string {
  return `id: ${latestId}\nevent: reset\ndata: {}\n\n`;
}

/**
 * Where the stream stands, with no event: a block with an id and no data moves the browser's Last-Event-ID without
 * dispatching anything, so that a client that reconnects before its first event still resumes from here.
 */
export function cursorText(id: number): string {
  return `id: ${id}\n\n`;
}

/** How long the browser waits before reconnecting after a dropped stream. */
export function retryText(retryMs: number): string {
  return `retry: ${retryMs}\n\n`;
}

/** A comment line: keeps proxies from closing an idle stream, and finds dead connections (the write fails). */
export const heartbeatText = ': ping\n\n';
