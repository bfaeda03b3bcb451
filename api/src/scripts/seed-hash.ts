// Prints a hash of every table the small seed generates, and one of them all: `npm run seed:hash -w api`.
// A change that must not alter the world (a refactoring of the engine or the seed) leaves every line unchanged.
import { createHash } from 'node:crypto';
import { generateSeed } from '../seed';

/** Dates, big integers and byte arrays written the same way on every run. */
function stableValue(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

const seed = generateSeed({ scale: 'small' });
const all = createHash('sha256');
for (const [table, rows] of Object.entries(seed).sort(([a], [b]) => a.localeCompare(b))) {
  const text = JSON.stringify(rows, stableValue);
  const hash = createHash('sha256').update(text).digest('hex');
  all.update(`${table}:${hash}\n`);
  console.log(`${table.padEnd(28)} ${String(Array.isArray(rows) ? rows.length : 1).padStart(8)} ${hash.slice(0, 16)}`);
}
console.log(`${'all'.padEnd(37)} ${all.digest('hex').slice(0, 16)}`);
