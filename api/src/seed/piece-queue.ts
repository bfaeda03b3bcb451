// Pieces of COPY text handed from the world being played to the load running beside it, in the order they come, and
// word of each table whose last piece has come.
import type { CopyPiece, TableComplete } from './copy-files';

type Item = CopyPiece | TableComplete;

export class PieceQueue implements AsyncIterable<Item> {
  private readonly pieces: Item[] = [];
  private ended = false;
  private failed = false;
  private failure: unknown;
  private wake: (() => void) | null = null;

  push(piece: CopyPiece): void {
    this.pieces.push(piece);
    this.notify();
  }

  /** No more pieces of this table. */
  complete(key: TableComplete['key']): void {
    this.pieces.push({ key, complete: true });
    this.notify();
  }

  /** No more pieces. */
  end(): void {
    this.ended = true;
    this.notify();
  }

  /** No more pieces, because the world could not be played: the reader gets the error after the pieces before. */
  fail(error: unknown): void {
    this.failed = true;
    this.failure = error;
    this.end();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Item> {
    for (;;) {
      const piece = this.pieces.shift();
      if (piece) {
        yield piece;
        continue;
      }
      if (this.ended) {
        if (this.failed) throw this.failure;
        return;
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
