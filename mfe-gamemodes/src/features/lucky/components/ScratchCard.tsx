import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { NextTicket, ScratchResult } from '@zu/shared-contract';
import { Box, Button, chakra, ErrorState, Stack, Text, VisuallyHidden } from '@zu/shared-ui';
import { useGamemodesLuckyScratchMutation } from '../api/lucky-api';
import { luckyAlertOf } from '../model/lucky-refusal';
import { ticketTypeInfo } from '../../rewards';
import { paintCover, scratchAt, scratchBand } from './scratch-drawing';
import { ScratchPrize } from './ScratchPrize';

const invitation = 'Gratte ici !';

export interface ScratchCardProps {
  ticket: NextTicket;
  /** Called once, when scratching starts: the page keeps this ticket on screen while the next one loads. */
  onStart(): void;
  /** Shown under the card once the server has answered (the prize or a refusal): what to do next. */
  afterScratch: ReactNode;
  /** Takes the keyboard focus when shown: the next ticket, after "Ticket suivant" (whose button goes away). */
  focusOnShow?: boolean;
}

/**
 * One ticket to scratch: a canvas over the prize, rubbed with the mouse, a finger or the keyboard (the button, or
 * Space on the surface). The first stroke asks the server to scratch the ticket; the prize is drawn from its
 * answer only, so nothing of it is on the page before.
 */
export function ScratchCard({ ticket, onStart, afterScratch, focusOnShow = false }: ScratchCardProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const rubbing = useRef(false);
  const bands = useRef(0);
  const started = useRef(false);
  const [scratch, { data: result, error, isLoading }] = useGamemodesLuckyScratchMutation();
  const { name } = ticketTypeInfo[ticket.type];

  useEffect(() => {
    if (canvas.current) paintCover(canvas.current, invitation);
    if (focusOnShow) canvas.current?.focus();
    // Once, when the card is shown: each ticket is a card of its own (keyed by its id).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = () => {
    // A stroke and a press may both start in one moment: the ticket is asked for once.
    if (started.current) return;
    started.current = true;
    onStart();
    void scratch(ticket.id);
  };
  const scratchByKeyboard = () => {
    if (canvas.current) scratchBand(canvas.current, bands.current++);
    start();
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    rubbing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    scratchAt(event.currentTarget, event.clientX, event.clientY);
    start();
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (rubbing.current) scratchAt(event.currentTarget, event.clientX, event.clientY);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    // Space, as the page says; Enter too, as on any button.
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    scratchByKeyboard();
  };

  const revealed = result !== undefined;
  const refused = error !== undefined;
  return (
    <Stack gap="4" align="center" w="full">
      <Box
        position="relative"
        w="full"
        maxW="md"
        minH="56"
        borderRadius="xl"
        borderWidth="2px"
        borderColor="gold.400"
        bg="whiteAlpha.100"
        display="flex"
        alignItems="center"
        justifyContent="center"
        p="4"
      >
        {revealed ? <ScratchedPrize result={result} /> : <Text color="fg.muted">Ticket {name}</Text>}
        {revealed || refused ? null : (
          <chakra.canvas
            ref={canvas}
            position="absolute"
            inset="0"
            w="full"
            h="full"
            borderRadius="xl"
            cursor="crosshair"
            touchAction="none"
            tabIndex={0}
            role="button"
            aria-label={`Surface à gratter du ticket ${name} : appuie sur Espace pour gratter`}
            aria-busy={isLoading}
            focusVisibleRing="outside"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (rubbing.current = false)}
            onPointerCancel={() => (rubbing.current = false)}
            onKeyDown={onKeyDown}
            data-testid="scratch-surface"
          />
        )}
      </Box>
      <VisuallyHidden aria-live="polite">{isLoading ? 'Grattage en cours…' : ''}</VisuallyHidden>
      {refused ? <ScratchRefusal error={error} /> : null}
      {revealed || refused ? (
        afterScratch
      ) : (
        <Button colorPalette="gold" loading={isLoading} loadingText="Grattage…" onClick={scratchByKeyboard}>
          Gratter
        </Button>
      )}
    </Stack>
  );
}

function ScratchedPrize({ result }: { result: ScratchResult }) {
  return (
    <Box w="full" role="status">
      <ScratchPrize result={result} />
    </Box>
  );
}

function ScratchRefusal({ error }: { error: unknown }) {
  const alert = luckyAlertOf(error);
  return <ErrorState status={alert.status} message={alert.message} codeLabel={alert.codeLabel} />;
}
