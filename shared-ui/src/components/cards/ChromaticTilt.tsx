import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** How long the card stays tilted after the pointer leaves, before easing back to the centre. */
export const tiltReturnDelayMs = 1000;
const maxTiltDegrees = 15;

interface Tilt {
  x: number;
  y: number;
}

function tiltTransform({ x, y }: Tilt): string {
  return `perspective(800px) rotateX(${x.toFixed(2)}deg) rotateY(${y.toFixed(2)}deg)`;
}

/** The chromatic preview: tilts with the pointer, eases back to the centre 1 s after the pointer leaves. */
export function ChromaticTilt({ children }: { children: ReactNode }) {
  const [tilt, setTilt] = useState<Tilt>({ x: 0, y: 0 });
  const [returning, setReturning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    clearTimeout(timer.current);
    setReturning(false);
    const box = event.currentTarget.getBoundingClientRect();
    const px = box.width ? (event.clientX - box.left) / box.width - 0.5 : 0;
    const py = box.height ? (event.clientY - box.top) / box.height - 0.5 : 0;
    setTilt({ x: -py * 2 * maxTiltDegrees, y: px * 2 * maxTiltDegrees });
  };
  const onPointerLeave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setReturning(true);
      setTilt({ x: 0, y: 0 });
    }, tiltReturnDelayMs);
  };

  return (
    <Box
      data-testid="chromatic-tilt"
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      style={{
        transform: tiltTransform(tilt),
        transition: returning ? 'transform 0.6s ease-out' : 'transform 0.05s linear',
      }}
      css={{ '@media (prefers-reduced-motion: reduce)': { transform: 'none !important' } }}
    >
      {children}
    </Box>
  );
}
