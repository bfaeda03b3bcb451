import type { TicketType } from '@zu/shared-contract';
import { plural } from '@zu/shared-ui';

export interface TicketTypeInfo {
  /** The ticket's name as players know it. */
  name: string;
  /** What scratching one can give, in words: the amounts are the game's to draw, not the page's to state. */
  prizes: string;
  /** The two colours of its picture. */
  colors: readonly [string, string];
}

export const ticketTypeInfo: Record<TicketType, TicketTypeInfo> = {
  LUCKY_RAYOU: {
    name: 'Lucky Rayou',
    prizes: "De la poudre créatrice, du cristal d'histoire, une carte du pack Classique ou un autre ticket.",
    colors: ['#7c3aed', '#c084fc'],
  },
  RAYOU_OFFICIAL: {
    name: 'Rayou Official',
    prizes: 'De la ZUMonnaie, et parfois la cagnotte entière.',
    colors: ['#b45309', '#facc15'],
  },
  ZERA_3000: {
    name: 'Zera 3000',
    prizes: 'De la ZUMonnaie.',
    colors: ['#0f766e', '#5eead4'],
  },
};

/** The `type` of a scratch page's address, when it names a ticket type. */
export function ticketTypeOf(value: string | null): TicketType | undefined {
  return value !== null && Object.hasOwn(ticketTypeInfo, value) ? (value as TicketType) : undefined;
}

/** '1 ticket', '3 tickets'. */
export const ticketCountText = (count: number) => plural(count, { one: 'ticket', other: 'tickets' });

/** Every ticket type, in the order the pages show them (the contract's list is not for browser bundles). */
export const shownTicketTypes = Object.keys(ticketTypeInfo) as TicketType[];
