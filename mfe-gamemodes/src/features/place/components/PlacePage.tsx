import { useState, type ReactNode } from 'react';
import { useAuth } from '@zu/shared-auth';
import { QueryErrorState, useDebounced } from '@zu/shared-platform';
import { Button, Container, Grid, LoadingState, PageHeading, Stack, Text } from '@zu/shared-ui';
import { useGamemodesPlaceCanvasQuery, useGamemodesPlaceInfoQuery } from '../api/place-api';
import type { Pixel } from '../model/place-canvas';
import { cooldownText } from '../model/place-cooldown';
import { PaintPanel } from './PaintPanel';
import { PalettePicker } from './PalettePicker';
import { PixelReadout } from './PixelReadout';
import { PlaceViewport } from './PlaceViewport';
import { usePlaceBoard } from './use-place-board';
import { usePlacePainting } from './use-place-painting';

/** The pointer rests this long on a pixel before its painter is asked for. */
export const hoverPauseMs = 250;

/**
 * `/place`: z/place, the canvas the players paint a pixel at a time. Everyone sees it live (each pixel painted
 * anywhere appears without a reload) and reads who painted a pixel and when; a signed-in player picks a colour and
 * a pixel and paints it, then waits out the cooldown.
 */
export default function PlacePage() {
  const info = useGamemodesPlaceInfoQuery();
  const canvas = useGamemodesPlaceCanvasQuery();
  const board = usePlaceBoard(info.data, { text: canvas.data, requestedAt: canvas.startedTimeStamp });
  const { isAuthenticated, userName, isResuming, login } = useAuth();
  const me = isAuthenticated && userName ? userName : undefined;
  const painting = usePlacePainting(info.data, me, board.paint);
  const [picked, setPicked] = useState<Pixel>();
  const [hovered, setHovered] = useState<Pixel>();
  const [colorIndex, setColorIndex] = useState<number>();
  const readFromPointer = useDebounced(hovered, hoverPauseMs);

  const failed = info.error ?? canvas.error;
  if (info.isLoading || canvas.isLoading) return <PlaceFrame cooldownSeconds={undefined} body={<LoadingState />} />;
  if (failed || !info.data || canvas.data === undefined) {
    const retry = () => {
      if (info.error) void info.refetch();
      if (canvas.error) void canvas.refetch();
    };
    return <PlaceFrame cooldownSeconds={undefined} body={<QueryErrorState error={failed} onRetry={retry} />} />;
  }

  const place = info.data;
  // The keyboard's cursor starts in the middle of the canvas.
  const cursor = picked ?? { x: Math.floor(place.width / 2), y: Math.floor(place.height / 2) };
  const paint = () => void painting.paint(cursor, colorIndex);
  return (
    <PlaceFrame
      cooldownSeconds={place.cooldownSeconds}
      body={
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
          <PlaceViewport
            size={place}
            canvasRef={board.canvasRef}
            palette={place.palette}
            cursor={cursor}
            onCursorChange={setPicked}
            onHover={setHovered}
            onPaint={paint}
            lastPainted={board.lastPainted}
          />
          <Stack gap="6">
            <PixelReadout pixel={(hovered && readFromPointer) ?? cursor} info={place} />
            {me ? (
              <>
                <PalettePicker info={place} selected={colorIndex} onSelect={setColorIndex} />
                <PaintPanel
                  info={place}
                  cursor={cursor}
                  colorIndex={colorIndex}
                  waitMs={painting.waitMs}
                  isPainting={painting.isPainting}
                  error={painting.error}
                  painted={painting.painted}
                  onPaint={paint}
                />
              </>
            ) : isResuming ? null : (
              <Text>
                <Button variant="plain" colorPalette="gold" p="0" h="auto" onClick={login}>
                  Connecte-toi
                </Button>{' '}
                pour colorier toi aussi un pixel de la toile.
              </Text>
            )}
          </Stack>
        </Grid>
      }
    />
  );
}

function PlaceFrame({ cooldownSeconds, body }: { cooldownSeconds: number | undefined; body: ReactNode }) {
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="z/place">
        {cooldownSeconds === undefined
          ? 'La grande toile collaborative des joueurs.'
          : `La grande toile collaborative des joueurs : chacun y colorie un pixel, puis attend ${cooldownText(cooldownSeconds)} avant le suivant.`}
      </PageHeading>
      {body}
    </Container>
  );
}
