import { ErrorState } from '@zu/shared-ui';
import { luckyAlertOf } from '../model/lucky-refusal';

const titles: Partial<Record<string, string>> = {
  LUCKY_LINK_EXPIRED: 'Lien expiré',
  LUCKY_LINK_EMPTY: 'Plus aucun ticket',
  NO_TICKET: 'Plus aucun ticket',
};

/** Why a link cannot be read: expired, empty, unknown, or the failure any read can meet (then a retry). */
export function LinkRefusal({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const alert = luckyAlertOf(error);
  return (
    <ErrorState
      status={alert.status}
      title={alert.code ? titles[alert.code] : undefined}
      message={alert.message}
      codeLabel={alert.codeLabel}
      onRetry={alert.code ? undefined : onRetry}
    />
  );
}
