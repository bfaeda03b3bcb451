import { ErrorState } from '@zu/shared-ui';
import { apiErrorAlert, withCodeLabel } from './api-error-message';

export interface QueryErrorStateProps {
  /** The `error` of the failed RTK Query hook. */
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

/**
 * A failed query, told in French from what went wrong (too many requests, service down, network, not found…); the
 * generic message comes with the label of the answer's status or code, when there was an answer.
 */
export function QueryErrorState({ error, onRetry, title }: QueryErrorStateProps) {
  const { status, message, codeLabel } = withCodeLabel(apiErrorAlert(error), error);
  return <ErrorState status={status} message={message} codeLabel={codeLabel} onRetry={onRetry} title={title} />;
}
