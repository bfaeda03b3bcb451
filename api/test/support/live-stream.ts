// A client of the live channel for tests: a real HTTP request (inject would wait for the end of a reply that never
// ends) whose text/event-stream body is read block by block, as a browser's EventSource reads it.
import assert from 'node:assert/strict';
import http from 'node:http';

/** One block of the stream: the fields it set (a comment-only block sets none but `comment`). */
export interface StreamBlock {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface LiveStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next block of any kind; null once the server ended the stream. */
  nextBlock(): Promise<StreamBlock | null>;
  /** The next block that dispatches an event (`change` or `reset`), skipping comments and cursors. */
  nextEvent(): Promise<StreamBlock & { event: string; data: string }>;
  /** The body of a refusal (the stream was not opened). */
  json(): Promise<unknown>;
  close(): void;
}

export async function openLiveStream(
  baseUrl: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<LiveStreamClient> {
  // One socket of its own (no agent): closing the client closes exactly that connection, as a browser tab does.
  const request = http.get(`${baseUrl}/public/live?${query}`, { headers, agent: false });
  request.on('error', () => {});
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffered = '';

  async function nextBlock(): Promise<StreamBlock | null> {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const text = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        return parseBlock(text);
      }
      const chunk = await chunks.next().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return null;
      buffered += chunk.value;
    }
  }

  async function nextEvent() {
    for (;;) {
      const block = await nextBlock();
      assert.ok(block, 'the stream ended before the next event');
      if (block.event !== undefined && block.data !== undefined)
        return block as StreamBlock & { event: string; data: string };
    }
  }

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    nextBlock,
    nextEvent,
    json: async () => {
      let body = '';
      for await (const chunk of response) body += chunk as string;
      return JSON.parse(body) as unknown;
    },
    close: () => request.destroy(),
  };
}

function parseBlock(text: string): StreamBlock {
  const block: StreamBlock = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) {
      block.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') block[field] = value;
  }
  return block;
}
