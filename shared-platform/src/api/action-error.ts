import { actionErrorMessages, genericErrorMessage, tooManyRequestsMessage, type ActionErrorCode } from '@zu/shared-ui';
import { apiErrorAlert, withCodeLabel } from './api-error-message';

export interface ActionAlert {
  status: 'warning' | 'error';
  message: string;
  /** What failed in a word, beside the generic message only (see `withCodeLabel`). */
  codeLabel?: string;
}

/**
 * What to tell the player when one of their actions failed: for the 400 codes it knows, the action's own words
 * (`ownWords`) or else the catalogue's; to wait a little on a 429 (the write routes are rate limited); the generic
 * error for anything else (another code, another status, the network).
 */
export function actionAlertOf(
  error: unknown,
  knownCodes: readonly ActionErrorCode[],
  ownWords: Partial<Record<ActionErrorCode, ActionAlert>> = {},
): ActionAlert {
  if (typeof error === 'object' && error !== null && 'status' in error && error.status === 429) {
    return { status: 'warning', message: tooManyRequestsMessage };
  }
  if (typeof error === 'object' && error !== null && 'status' in error && error.status === 400 && 'data' in error) {
    const { data } = error;
    const code = typeof data === 'object' && data !== null && 'code' in data ? data.code : undefined;
    const known = knownCodes.find((c) => c === code);
    if (known) return ownWords[known] ?? actionErrorMessages[known];
  }
  return { status: 'error', message: genericErrorMessage };
}

/**
 * What to tell the player when the API refused one of their actions whose refusals it words itself (the market, the
 * échoppe, the corporations, the calendar): the API's French message for a 400 or a 404 `{code, message}`; a 429,
 * a 503 and anything else what any failed call says (the generic message then carries what failed in a word).
 */
export function apiRefusalAlertOf(error: unknown): ActionAlert {
  if (typeof error === 'object' && error !== null && 'status' in error && 'data' in error) {
    const { status, data } = error;
    if ((status === 400 || status === 404) && typeof data === 'object' && data !== null) {
      const message = 'message' in data ? data.message : undefined;
      if ('code' in data && typeof message === 'string' && message.trim() !== '') return { status: 'warning', message };
    }
  }
  return withCodeLabel(apiErrorAlert(error), error);
}
