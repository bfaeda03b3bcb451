import { ErrorState } from '@zu/shared-ui';
import { apiErrorAlert } from './api-error-message';

export interface QueryErrorStateProps {
  /** The `error` of the failed RTK Query hook. */
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

/** A failed query, told in French from what went wrong (too many requests, service down, network, not found…). */
export function QueryErrorState({ error, onRetry, title }: QueryErrorStateProps) {
  const { status, message } = apiErrorAlert(error);
  return <ErrorState status={status} message={message} onRetry={onRetry} title={title} />;
}
