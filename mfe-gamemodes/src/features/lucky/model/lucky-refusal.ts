import { apiErrorAlert, withCodeLabel, type QueryErrorAlert } from '@zu/shared-platform';
import { luckyRefusalMessages, type LuckyRefusalCode } from '@zu/shared-ui';

const codeOf = (error: unknown): unknown => {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  return typeof data === 'object' && data !== null && 'code' in data ? data.code : undefined;
};

/**
 * What to tell whoever holds a link when it, or a ticket on it, is refused: the site's own words for the codes it
 * knows (whatever the status, 400 or 404), else what any failed read says (a 429 to wait, the generic message).
 */
export function luckyAlertOf(error: unknown): QueryErrorAlert & { code?: LuckyRefusalCode } {
  const code = codeOf(error);
  if (typeof code === 'string' && Object.hasOwn(luckyRefusalMessages, code)) {
    const known = code as LuckyRefusalCode;
    return { status: 'warning', message: luckyRefusalMessages[known], code: known };
  }
  return withCodeLabel(apiErrorAlert(error), error);
}

/** The link holds no ticket (of the type asked, on a scratch page): no failure, the tickets are all scratched. */
export function isNoTicketLeft(error: unknown): boolean {
  const { code } = luckyAlertOf(error);
  return code === 'NO_TICKET' || code === 'LUCKY_LINK_EMPTY';
}
