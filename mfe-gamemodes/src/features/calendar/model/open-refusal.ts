import { apiErrorAlert, withCodeLabel, type QueryErrorAlert } from '@zu/shared-platform';

/**
 * Why a box did not open. The calendar's refusals (already opened, not yet, out of period) come as a 400 with the
 * API's French words, which say it best; a 429, the network or anything else gets the site's usual words.
 */
export function openRefusalAlert(error: unknown): QueryErrorAlert {
  if (typeof error === 'object' && error !== null && 'status' in error && 'data' in error) {
    const { status, data } = error;
    const message = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined;
    if (status === 400 && typeof message === 'string' && message.trim() !== '') return { status: 'warning', message };
  }
  return withCodeLabel(apiErrorAlert(error), error);
}
