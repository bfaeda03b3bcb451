// A ticket link as the site and the chat bot give it: its code, its page on this site and its last day.
import type { LuckyLink } from '@zu/shared-contract';
import { addDays } from '../../engine/world-rules';
import { luckyLinkValidityDays, type LuckyLinkOutcome } from './lucky-rules';

export function toLuckyLink(link: LuckyLinkOutcome): LuckyLink {
  return {
    code: link.code,
    url: `/ticket/${link.code}`,
    expiresDate: addDays(link.createdDate, luckyLinkValidityDays - 1),
    ticketCount: link.ticketCount,
  };
}
