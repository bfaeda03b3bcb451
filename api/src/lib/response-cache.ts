import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ruleSetHeader } from '@zu/shared-contract';

export interface SendOptions {
  /**
   * The answer depends on the request's rule set: it is kept once per rule set, and `Vary` names the rule-set
   * header so that shared caches keep the two apart too.
   */
  perRuleSet?: boolean;
}

interface Entry {
  expires: number;
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * A short-lived cache of serialised public responses that change rarely (the catalogue, the recycle values, the
 * week's challenges, the current event or season): a 1,500-card list costs ~90 ms to query and serialise on the
 * embedded database, and nothing to send again. Per process and safe to lose (several API processes may run side by
 * side, each with its own); each entry keeps its raw and gzipped bytes, and clients revalidate with ETag
 * (`If-None-Match` → 304). An answer that fails (a 404) is not kept.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 500,
  ) {}

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<unknown>,
    { perRuleSet = false }: SendOptions = {},
  ): Promise<FastifyReply> {
    const entryKey = perRuleSet ? `${request.ruleSet}:${key}` : key;
    const entry = await this.entry(entryKey, async () => reply.serialize(await produce()) as string);
    // A Vary the route set already is kept; each header is named once.
    const vary = new Map<string, string>();
    for (const name of [
      ...String(reply.getHeader('vary') ?? '').split(','),
      perRuleSet ? ruleSetHeader : '',
      'accept-encoding',
    ]) {
      if (name.trim()) vary.set(name.trim().toLowerCase(), name.trim());
    }
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', `public, max-age=${Math.round(this.ttlMs / 1000)}`)
      .header('etag', entry.etag)
      .header('vary', [...vary.values()].join(', '));
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.body);
  }

  clear(): void {
    this.entries.clear();
  }

  private async entry(key: string, serialise: () => Promise<string>): Promise<Entry> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = serialise()
        .then((json) => {
          const body = Buffer.from(json);
          const entry = {
            expires: Date.now() + this.ttlMs,
            body,
            gzip: gzipSync(body, { level: 6 }),
            etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          };
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, entry);
          return entry;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }
}

/** `If-None-Match` holds the ETag: alone, in a list, weak (`W/"…"`: the bytes are the same either way) or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** A cache key for a validated query: the same filters in any order give the same key. */
export function queryKey(path: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${path}?${JSON.stringify(entries)}`;
}
