import type { TicketType } from '@zu/shared-contract';
import { chakra } from '@zu/shared-ui';
import { ticketTypeInfo } from '../../rewards';

/** A ticket of the type, drawn: its colours and its name. Decorative: the name is always written beside it. */
export function TicketPicture({ type, width = '120px' }: { type: TicketType; width?: string }) {
  const { name, colors } = ticketTypeInfo[type];
  const gradient = `ticket-${type}`;
  return (
    <chakra.svg viewBox="0 0 120 72" width={width} flexShrink={0} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors[0]} />
          <stop offset="1" stopColor={colors[1]} />
        </linearGradient>
      </defs>
      {/* A ticket's outline: notches halfway down each side. */}
      <path
        d="M8 0h104a8 8 0 0 0 8 8v20a8 8 0 0 0 0 16v20a8 8 0 0 0-8 8H8a8 8 0 0 0-8-8V44a8 8 0 0 0 0-16V8a8 8 0 0 0 8-8z"
        fill={`url(#${gradient})`}
      />
      <path d="M84 6v60" stroke="white" strokeOpacity="0.5" strokeDasharray="4 4" />
      {/* Fitted to the stub's width whatever the font the browser picks (a wide one overflowed the ticket). */}
      <text
        x="42"
        y="40"
        textAnchor="middle"
        fontSize="11"
        fontWeight="bold"
        fill="white"
        textLength="72"
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
      <text x="102" y="44" textAnchor="middle" fontSize="20" fill="white">
        ★
      </text>
    </chakra.svg>
  );
}
