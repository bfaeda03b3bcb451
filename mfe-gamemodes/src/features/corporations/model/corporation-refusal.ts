import { apiErrorAlert, withCodeLabel, type QueryErrorAlert } from '@zu/shared-platform';

const apiWords = (error: unknown): string | undefined => {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  if (typeof data !== 'object' || data === null || !('code' in data) || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message.trim() !== '' ? data.message : undefined;
};

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * Why a corporation action was refused: the API says it in French for each rule (not enough ZUMonnaie, corporation
 * full, gift limit…), so a refusal (400, or 404 for a corporation gone meanwhile) shows its words; anything else
 * what any failed call says (a 429 to wait, the generic message with its label).
 */
export function corporationAlertOf(error: unknown): QueryErrorAlert {
  const status = statusOf(error);
  const words = status === 400 || status === 404 ? apiWords(error) : undefined;
  if (words) return { status: 'warning', message: words };
  return withCodeLabel(apiErrorAlert(error), error);
}
