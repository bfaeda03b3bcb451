import type { CorporationDetail } from '@zu/shared-contract';
import { formatNumber } from '@zu/shared-ui';

export type CorporationLogEntry = CorporationDetail['corporationLogs'][number];

const zuMonnaie = (amount: number | undefined) => (amount === undefined ? '' : ` ${formatNumber(amount)} ZUMonnaie`);

/**
 * What a log row says after the player's name. Every row names the player who acted, except a hand-over, which names
 * the new PDG (the one before is the PDG the log named earlier).
 */
export function logActionText({ action, amount }: CorporationLogEntry): string {
  switch (action) {
    case 'CREATE':
      return 'a fondé la corporation';
    case 'JOIN':
      return 'a rejoint la corporation';
    case 'LEAVE':
      return 'a quitté la corporation';
    case 'LEDGER':
      return `a donné${zuMonnaie(amount)} au trésor`;
    case 'UPGRADE':
      return amount === undefined
        ? 'a acheté un niveau de bonus'
        : `a acheté un niveau de bonus pour${zuMonnaie(amount)}`;
    case 'TRANSFER':
      return 'est désormais PDG';
  }
}

/** Log rows shown per page of the timeline. */
export const logPageSize = 10;
