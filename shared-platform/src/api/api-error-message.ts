import { codeLabel, genericErrorMessage, serviceUnavailableMessage, tooManyRequestsMessage } from '@zu/shared-ui';

/** What to tell a visitor when a query failed, and how loudly. */
export interface QueryErrorAlert {
  status: 'warning' | 'error';
  message: string;
  /** What failed in a word, beside the generic message only (see `withCodeLabel`). */
  codeLabel?: string;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/** The API's own French words: its error bodies are `{code, message}`. */
function apiMessage(data: unknown): string | undefined {
  const body = record(data);
  return typeof body?.code === 'string' && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : undefined;
}

/**
 * The French message for a failed RTK Query call: a 429 says to wait, a 503 that the service is back soon, a 404
 * what the API says was not found; anything else (a 500, the API out of reach, a body the site cannot read, an
 * exception) the game's generic message, which already tells the player to try again. Waiting is enough for the
 * first two, so they are warnings.
 */
export function apiErrorAlert(error: unknown): QueryErrorAlert {
  const status = record(error)?.status;
  const data = record(error)?.data;
  if (status === 429) return { status: 'warning', message: tooManyRequestsMessage };
  if (status === 503) return { status: 'warning', message: apiMessage(data) ?? serviceUnavailableMessage };
  if (status === 404) return { status: 'error', message: apiMessage(data) ?? genericErrorMessage };
  return { status: 'error', message: genericErrorMessage };
}

/** The HTTP status of the answer, also when its body could not be read (RTK Query then keeps it aside). */
function answerStatus(fields: Record<string, unknown> | undefined): number | undefined {
  if (typeof fields?.status === 'number') return fields.status;
  return typeof fields?.originalStatus === 'number' ? fields.originalStatus : undefined;
}

/**
 * The label of what failed: the API's code when the site has one for it (PIN_LIMIT_REACHED says more than its 400),
 * else the HTTP status's. None for a failure that got no answer (the network, a timeout, an exception): nothing is
 * known of it.
 */
function errorCodeLabel(error: unknown): string | undefined {
  const fields = record(error);
  const code = record(fields?.data)?.code;
  const status = answerStatus(fields);
  return (
    (typeof code === 'string' ? codeLabel(code) : undefined) ?? (status === undefined ? undefined : codeLabel(status))
  );
}

/**
 * The alert with, beside the generic message (which does not say what failed), the label of the answer's code or
 * status. A message of its own (the API's words, an action's words for its code, a 429's, a 503's) says it already
 * and gets none.
 */
export function withCodeLabel<Alert extends { message: string; codeLabel?: string }>(
  alert: Alert,
  error: unknown,
): Alert {
  if (alert.message !== genericErrorMessage) return alert;
  const label = errorCodeLabel(error);
  return label === undefined ? alert : { ...alert, codeLabel: label };
}
