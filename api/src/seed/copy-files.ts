// COPY text written to files as rows come, and read back in whole-row pieces: the large scale's tables are too big
// to keep as objects until the load (ten million loot rows), so each is encoded once, on disk, then streamed in.
import { closeSync, openSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { copyColumns, copyTextChunks, type CopyColumn } from './copy-text';
import { tablesInDependencyOrder } from './table-order';
import type { SeedData } from './types';

type Row = Readonly<Record<string, unknown>>;

/** A table whose rows come as COPY text instead of objects (see `LoadOptions.streamed`). */
export interface StreamedTable {
  /** The SQL column names, quoted, in the order of the text's fields. */
  sqlColumns: readonly string[];
  rows: number;
  /** The COPY text in pieces of about `chunkLength` characters, each ending with a whole row. */
  chunks(chunkLength: number): AsyncIterable<string>;
}

export type StreamedTables = Partial<Record<keyof SeedData, StreamedTable>>;

/** Rows kept in memory before they are encoded and written. */
const batchRows = 4_096;

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

/** Appends one table's rows to a file as COPY text; the columns are those the first rows give. */
export class CopyFileWriter {
  readonly file: string;
  private readonly fd: number;
  private columns: CopyColumn[] | null = null;
  private batch: Row[] = [];
  private count = 0;

  constructor(
    directory: string,
    readonly key: keyof SeedData,
  ) {
    this.file = path.join(directory, `${key}.copy`);
    this.fd = openSync(this.file, 'w');
  }

  push(row: Row): void {
    this.batch.push(row);
    if (this.batch.length >= batchRows) this.flush();
  }

  pushAll(rows: readonly Row[]): void {
    for (const row of rows) this.push(row);
  }

  private flush(): void {
    if (this.batch.length === 0) return;
    if (!this.columns) {
      const entry = tablesInDependencyOrder().find((t) => t.key === this.key);
      if (!entry) throw new Error(`no table '${this.key}' in the schema`);
      this.columns = copyColumns(entry.table, entry.sqlName, this.batch);
    }
    for (const text of copyTextChunks(this.columns, this.batch, 1 << 22)) writeSync(this.fd, text);
    this.count += this.batch.length;
    this.batch = [];
  }

  /** Writes what is left and closes the file. */
  close(): CopyFiles {
    this.flush();
    closeSync(this.fd);
    return { sqlColumns: (this.columns ?? []).map((column) => column.sqlName), rows: this.count, files: [this.file] };
  }
}

/** The file's text in pieces of about `chunkLength` bytes, each cut after a line break (never inside a row). */
export async function* readWholeRows(file: string, chunkLength: number): AsyncGenerator<string> {
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
      if (cut > 0) yield data.toString('utf8', 0, cut);
      carry = Buffer.from(data.subarray(cut));
    }
    if (carry.length > 0) throw new Error(`${file} does not end with a whole row`);
  } finally {
    await handle.close();
  }
}
