// COPY text written to files as rows come, and read back in whole-row pieces: the large scale's tables are too big
// to keep as objects until the load (ten million loot rows), so each is encoded once, on disk, then streamed in.
import { closeSync, openSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { copyColumns, copyLineEncoder, type CopyColumn } from './copy-text';
import { tablesInDependencyOrder } from './table-order';
import type { SeedData } from './world-seed';

type Row = Readonly<Record<string, unknown>>;

/** A table whose rows come as COPY text instead of objects (see `LoadOptions.streamed`). */
export interface StreamedTable {
  /** The SQL column names, quoted, in the order of the text's fields. */
  sqlColumns: readonly string[];
  rows: number;
  /** The COPY text (UTF-8) in pieces of about `chunkLength` bytes, each ending with a whole row. */
  chunks(chunkLength: number): AsyncIterable<Buffer>;
}

export type StreamedTables = Partial<Record<keyof SeedData, StreamedTable>>;

/** Rows kept as objects until the table's columns are known (the columns are those the first rows give). */
const firstRows = 4_096;

/** COPY text kept before it is written (characters). */
const pendingText = 1 << 20;

/** A table's COPY text written to files, as it crosses from a worker: plain data. */
export interface CopyFiles {
  sqlColumns: readonly string[];
  rows: number;
  files: readonly string[];
}

/** One table from several files of the same columns, read one after the other. */
export function streamedTableOf(parts: readonly CopyFiles[]): StreamedTable {
  const [first] = parts;
  const sqlColumns = first?.sqlColumns ?? [];
  for (const part of parts) {
    if (part.sqlColumns.join() !== sqlColumns.join()) throw new Error('COPY files of one table with other columns');
  }
  const files = parts.flatMap((part) => part.files);
  return {
    sqlColumns,
    rows: parts.reduce((sum, part) => sum + part.rows, 0),
    chunks: async function* (chunkLength) {
      for (const file of files) yield* readWholeRows(file, chunkLength);
    },
  };
}

/** A finished piece of a table's COPY text, ready to load while the rest is still being written. */
export interface CopyPiece extends CopyFiles {
  key: keyof SeedData;
}

/** Told after a table's last piece: every rule set has written all of its rows. */
export interface TableComplete {
  key: keyof SeedData;
  complete: true;
}

/** Text per file before the writer starts the next one (bytes about: characters of mostly ASCII text). */
export const defaultPieceLength = 64 << 20;

/**
 * Appends one table's rows to files of COPY text, a new file every `pieceLength` characters or so, each told to
 * `onPiece` once whole (so the load can start on it); the columns are those the first rows give.
 */
export class CopyFileWriter {
  private readonly base: string;
  private fd: number;
  private file: string;
  private readonly files: string[] = [];
  private columns: CopyColumn[] | null = null;
  private encode: ((row: Row) => string) | null = null;
  private first: Row[] = [];
  private lines: string[] = [];
  private length = 0;
  private count = 0;
  private pieceRows = 0;
  private pieceLength = 0;

  constructor(
    directory: string,
    readonly key: keyof SeedData,
    private readonly onPiece?: (piece: CopyPiece) => void,
    private readonly maxPieceLength = defaultPieceLength,
  ) {
    this.base = path.join(directory, key);
    this.file = `${this.base}.copy`;
    this.fd = openSync(this.file, 'w');
  }

  push(row: Row): void {
    // Each row turned into its line at once, once the columns are known: rows kept by the thousand until a batch
    // was full outlived the young generation's collections and cost the old generation's dear ones.
    if (this.encode) this.addLine(this.encode(row));
    else {
      this.first.push(row);
      if (this.first.length >= firstRows) this.startEncoding();
    }
  }

  pushAll(rows: readonly Row[]): void {
    for (const row of rows) this.push(row);
  }

  private startEncoding(): void {
    if (this.first.length === 0) return;
    const entry = tablesInDependencyOrder().find((t) => t.key === this.key);
    if (!entry) throw new Error(`no table '${this.key}' in the schema`);
    this.columns = copyColumns(entry.table, entry.sqlName, this.first);
    const encode = copyLineEncoder(this.columns);
    this.encode = encode;
    const rows = this.first;
    this.first = [];
    for (const row of rows) this.addLine(encode(row));
  }

  private addLine(line: string): void {
    this.lines.push(line);
    this.length += line.length + 1;
    this.count++;
    this.pieceRows++;
    if (this.length >= Math.min(pendingText, this.maxPieceLength)) this.flush();
  }

  private flush(): void {
    if (this.lines.length > 0) {
      this.lines.push('');
      writeSync(this.fd, this.lines.join('\n'));
      this.pieceLength += this.length;
      this.lines = [];
      this.length = 0;
    }
    if (this.pieceLength >= this.maxPieceLength) {
      this.closePiece();
      this.file = `${this.base}.${this.files.length}.copy`;
      this.fd = openSync(this.file, 'w');
    }
  }

  private closePiece(): void {
    closeSync(this.fd);
    if (this.pieceRows === 0) return;
    this.files.push(this.file);
    this.onPiece?.({ key: this.key, sqlColumns: this.sqlColumns(), rows: this.pieceRows, files: [this.file] });
    this.pieceRows = 0;
    this.pieceLength = 0;
  }

  private sqlColumns(): string[] {
    return (this.columns ?? []).map((column) => column.sqlName);
  }

  /** Writes what is left and closes the file; every piece, those already told included. */
  close(): CopyFiles {
    if (!this.encode) this.startEncoding();
    this.flush();
    this.closePiece();
    return { sqlColumns: this.sqlColumns(), rows: this.count, files: [...this.files] };
  }
}

/**
 * The file's text in pieces of about `chunkLength` bytes, each cut after a line break (never inside a row), as the
 * bytes read: the connection sends bytes, and decoding gigabytes of text only to encode it again cost the main thread
 * a third of its CPU (and the collections of the strings).
 */
export async function* readWholeRows(file: string, chunkLength: number): AsyncGenerator<Buffer> {
  const handle = await open(file, 'r');
  try {
    let carry = Buffer.alloc(0);
    const buffer = Buffer.alloc(chunkLength);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, chunkLength, null);
      if (bytesRead === 0) break;
      const data = Buffer.concat([carry, buffer.subarray(0, bytesRead)]);
      // 0x0a never occurs inside a UTF-8 sequence: cutting after it keeps every character whole.
      const cut = data.lastIndexOf(0x0a) + 1;
      if (cut > 0) yield data.subarray(0, cut);
      carry = Buffer.from(data.subarray(cut));
    }
    if (carry.length > 0) throw new Error(`${file} does not end with a whole row`);
  } finally {
    await handle.close();
  }
}
