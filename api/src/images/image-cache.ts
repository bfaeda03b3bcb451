// Rendered images cached on disk at `${rootDir}/${kind}/${key}.webp`. A miss renders once, writes atomically (temporary
// file in the same folder, then rename, so a reader never sees half a file and concurrent processes at worst render the
// same bytes twice), and concurrent requests for one key in this process share a single render.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const IMAGE_KINDS = ['item', 'back', 'banner', 'corporation', 'post'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Keys are file names: letters, digits, `_` and `-` only (no dots, slashes or anything that could leave the folder). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export class InvalidImageKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidImageKeyError';
  }
}

export function isValidImageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

function assertKindAndKey(kind: unknown, key: unknown): asserts kind is ImageKind {
  if (typeof kind !== 'string' || !(IMAGE_KINDS as readonly string[]).includes(kind)) {
    throw new InvalidImageKeyError(`Type d'image inconnu : ${String(kind)}`);
  }
  if (!isValidImageKey(key)) {
    throw new InvalidImageKeyError(`Clé d'image invalide : ${JSON.stringify(String(key)).slice(0, 80)}`);
  }
}

export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  /** Where the image of this kind and key is (or would be) stored. Throws InvalidImageKeyError on a bad key. */
  filePath(kind: ImageKind, key: string): string {
    assertKindAndKey(kind, key);
    return path.join(this.rootDir, kind, `${key}.webp`);
  }

  /**
   * The cached bytes, or `render()`'s bytes after storing them. Rejects with InvalidImageKeyError on a bad kind or key
   * (before touching the disk or calling render); a failed render is not cached and the next call tries again.
   */
  async get(kind: ImageKind, key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const file = this.filePath(kind, key);
    const existing = this.inFlight.get(file);
    if (existing) return existing;
    const pending = this.load(file, render).finally(() => {
      this.inFlight.delete(file);
    });
    this.inFlight.set(file, pending);
    return pending;
  }

  /** Removes a cached image (no error when it is not there). */
  async invalidate(kind: ImageKind, key: string): Promise<void> {
    await fs.rm(this.filePath(kind, key), { force: true });
  }

  private async load(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    try {
      return await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const rendered = await render();
    const bytes = Buffer.isBuffer(rendered) ? rendered : Buffer.from(rendered);
    if (bytes.length === 0) throw new Error(`Rendu vide pour ${path.basename(file)}`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
    return bytes;
  }
}
