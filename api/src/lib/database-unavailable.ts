/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing connections, too
 * slow), rather than a fault in the request: such errors answer 503 and the pool recovers by itself once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const unavailableCodes = new Set([
  // Sockets.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  // PostgreSQL: shutting down, crashed, starting up, too many connections, statement time-out.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

/** node-postgres reports a lost or never-made connection by message only. */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /Connection closed/,
];

export const databaseUnavailableBody = {
  code: 'DATABASE_UNAVAILABLE',
  message: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
} as const;
