import { genericErrorMessage, serviceUnavailableMessage, tooManyRequestsMessage } from '@zu/shared-ui';

/** What to tell a visitor when a query failed, and how loudly. */
export interface QueryErrorAlert {
  status: 'warning' | 'error';
  message: string;
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

/** The message alone, for `<ErrorState message=…>`. */
export function apiErrorMessage(error: unknown): string {
  return apiErrorAlert(error).message;
}
