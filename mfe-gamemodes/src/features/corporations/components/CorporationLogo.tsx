import { chakra } from '@zu/shared-ui';
import { logoHue, logoInitials } from '../model/corporation-logo';

/** A corporation's logo, drawn from its name: its initials on a colour of its own. */
export function CorporationLogo({ name, size = 64 }: { name: string; size?: number }) {
  const hue = logoHue(name);
  const gradientId = `corporation-logo-${hue}`;
  return (
    <chakra.svg
      viewBox="0 0 64 64"
      width={`${size}px`}
      height={`${size}px`}
      flexShrink={0}
      role="img"
      aria-label={`Logo de ${name}`}
      data-testid="corporation-logo"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 45%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 50) % 360} 70% 30%)`} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <text
        x="32"
        y="32"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize="26"
        fontWeight="700"
        fill="white"
        fontFamily="sans-serif"
      >
        {logoInitials(name)}
      </text>
    </chakra.svg>
  );
}
