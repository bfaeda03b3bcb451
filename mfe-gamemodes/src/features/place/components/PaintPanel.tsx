import { apiRefusalAlertOf } from '@zu/shared-platform';
import { Box, Button, ErrorState, Stack, Text } from '@zu/shared-ui';
import { colourName, type Pixel, type PlaceInfoWithNames } from '../model/place-canvas';
import { waitText } from '../model/place-cooldown';

export interface PaintPanelProps {
  info: PlaceInfoWithNames;
  cursor: Pixel;
  colorIndex: number | undefined;
  waitMs: number;
  isPainting: boolean;
  error: unknown;
  painted?: { x: number; y: number; color: string };
  onPaint(): void;
}

/**
 * The button that paints the picked pixel in the picked colour, waiting out the cooldown with the time left; a
 * refusal in the API's words; what was painted.
 */
export function PaintPanel({ info, cursor, colorIndex, waitMs, isPainting, error, painted, onPaint }: PaintPanelProps) {
  const label =
    waitMs > 0
      ? `Prochain pixel dans ${waitText(waitMs)}`
      : colorIndex === undefined
        ? 'Choisis une couleur'
        : `Colorier en ${colourName(info, colorIndex)}`;
  const refusal = error ? apiRefusalAlertOf(error) : undefined;
  const paintedIndex = painted ? info.palette.indexOf(painted.color) : -1;
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        Pixel choisi : ({cursor.x}, {cursor.y})
      </Text>
      <Button
        colorPalette="gold"
        disabled={waitMs > 0 || colorIndex === undefined}
        loading={isPainting}
        loadingText="Coloriage…"
        onClick={onPaint}
        data-testid="place-paint"
      >
        {label}
      </Button>
      {refusal ? <ErrorState status={refusal.status} message={refusal.message} codeLabel={refusal.codeLabel} /> : null}
      <Box role="status" aria-live="polite">
        {painted && !error ? (
          <Text color="green.300">
            Pixel ({painted.x}, {painted.y}) colorié en{' '}
            {paintedIndex < 0 ? painted.color : colourName(info, paintedIndex)} !
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}
