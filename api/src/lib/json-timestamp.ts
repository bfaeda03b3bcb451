/**
 * A `timestamp` (without time zone) column as PostgreSQL writes it inside JSON (`2026-11-20T10:00:00.123456`): the
 * instant it stores, read as UTC as the schema's timestamp columns are (Drizzle's `mode: 'date'`).
 */
export function fromJsonTimestamp(value: string): Date {
  return new Date(`${value}Z`);
}
