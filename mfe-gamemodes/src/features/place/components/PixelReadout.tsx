import { isNotFoundError, QueryErrorState } from '@zu/shared-platform';
import { PlayerNameLink } from '@zu/shared-platform/widgets';
import { Box, formatApiDateAndTime, HStack, Skeleton, Text } from '@zu/shared-ui';
import { useGamemodesPlacePixelQuery } from '../api/place-api';
import { colourName, type Pixel, type PlaceInfoWithNames } from '../model/place-canvas';

/** Who painted a pixel last, in which colour and when; a pixel never painted says so. */
export function PixelReadout({ pixel, info }: { pixel: Pixel; info: PlaceInfoWithNames }) {
  const { data, error, isFetching, isError, refetch } = useGamemodesPlacePixelQuery(pixel);
  const shown = data && data.x === pixel.x && data.y === pixel.y ? data : undefined;
  const colourIndex = shown ? info.palette.indexOf(shown.color) : -1;
  return (
    <Box aria-live="polite" data-testid="place-readout">
      <Text fontWeight="semibold">
        Pixel ({pixel.x}, {pixel.y})
      </Text>
      {isError && isNotFoundError(error) ? (
        <Text color="fg.muted">Ce pixel n'a jamais été colorié.</Text>
      ) : isError ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} />
      ) : shown ? (
        <HStack gap="2" align="start">
          <Box
            flexShrink={0}
            mt="1"
            w="4"
            h="4"
            borderRadius="sm"
            borderWidth="1px"
            borderColor="whiteAlpha.500"
            style={{ backgroundColor: shown.color }}
            aria-hidden="true"
          />
          <Text>
            {colourIndex < 0 ? shown.color : colourName(info, colourIndex)}, colorié par{' '}
            <PlayerNameLink userName={shown.user.discordUserName} color="gold.fg">
              {shown.user.discordGlobalName ?? shown.user.discordUserName}
            </PlayerNameLink>{' '}
            le {formatApiDateAndTime(shown.placedDate)}
          </Text>
        </HStack>
      ) : isFetching ? (
        <Skeleton h="5" w="60" />
      ) : null}
    </Box>
  );
}
