import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { readCanvas } from './place-queries';
import { canvasBytes, canvasEtag } from './place-view';

export interface MadeCanvas {
  etag: string;
  bytes: Buffer;
}

/**
 * The last canvas made per rule set, in this process's memory, under its ETag: a canvas is asked for far more often
 * than it is painted, and each request first reads the version (one row) to know whether this one still holds.
 * Safe to lose and per process (each instance makes its own).
 */
export class CanvasKeeper {
  private readonly latest = new Map<RuleSet, MadeCanvas>();

  /** The canvas of `etag`, or a newer one when a pixel came in between the version read and the canvas read. */
  async canvas(db: Db, ruleSet: RuleSet, etag: string): Promise<MadeCanvas> {
    const kept = this.latest.get(ruleSet);
    if (kept?.etag === etag) return kept;
    const read = await readCanvas(db, ruleSet);
    const made = { etag: canvasEtag(ruleSet, read.state), bytes: canvasBytes(read.pixels) };
    this.latest.set(ruleSet, made);
    return made;
  }
}
