import { tooManyRequestsMessage } from '@zu/shared-ui';

/**
 * The French message for a failed API call, for `<ErrorState message=…>`: undefined keeps ErrorState's generic
 * message. A 429 says to wait rather than "an error occurred".
 */
export function apiErrorMessage(error: unknown): string | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 429 ? tooManyRequestsMessage : undefined;
}
