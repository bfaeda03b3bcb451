import type { PlacePixel, PlacePixelBody, PlacePlacement, PlacePlayer } from '@zu/shared-contract';
import { baseApi, placePixelTag } from '@zu/shared-platform';
import { canvasText, type Pixel, type PlaceInfoWithNames } from '../model/place-canvas';

/**
 * z/place. The canvas, its size and palette and a player's next pixel are tagged `Place`: a live `reset` reads them
 * again. A pixel's read-out has its own tag, made stale by the live event of that pixel and by the player's own
 * paint. The live pixels themselves are painted by the page into the canvas it keeps, never by reading it again.
 */
export const placeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesPlaceInfo: build.query<PlaceInfoWithNames, void>({
      query: () => '/public/place/info',
      providesTags: ['Place'],
    }),
    // The bytes come as text (`canvasText`): the cache holds plain values. An error's body is the API's JSON.
    gamemodesPlaceCanvas: build.query<string, void>({
      query: () => ({
        url: '/public/place',
        responseHandler: async (response) =>
          response.ok ? canvasText(new Uint8Array(await response.arrayBuffer())) : response.json(),
      }),
      providesTags: ['Place'],
      // The page paints live pixels into its own copy; a copy left in the cache would miss those painted after.
      keepUnusedDataFor: 0,
    }),
    gamemodesPlacePixel: build.query<PlacePixel, Pixel>({
      query: ({ x, y }) => `/public/place/pixel/${x}/${y}`,
      providesTags: (_result, _error, { x, y }) => [placePixelTag(x, y)],
    }),
    gamemodesPlacePlayer: build.query<PlacePlayer, string>({
      query: (userName) => `/public/place/player/${encodeURIComponent(userName)}`,
      providesTags: ['Place'],
    }),
    /** The answer's next pixel date is written into the player's cached read at once: the countdown starts. */
    gamemodesPlacePaint: build.mutation<PlacePlacement, PlacePixelBody & { userName: string }>({
      query: ({ x, y, color }) => ({ url: '/public/place/pixel', method: 'POST', body: { x, y, color } }),
      async onQueryStarted({ userName }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          placeApi.util.updateQueryData('gamemodesPlacePlayer', userName, (player) => {
            player.pixelCount += 1;
            player.lastPlacedDate = data.pixel.placedDate;
            player.nextPixelDate = data.nextPixelDate;
          }),
        );
      },
      invalidatesTags: (_result, _error, { x, y }) => [placePixelTag(x, y)],
    }),
  }),
});

export const {
  useGamemodesPlaceInfoQuery,
  useGamemodesPlaceCanvasQuery,
  useGamemodesPlacePixelQuery,
  useGamemodesPlacePlayerQuery,
  useGamemodesPlacePaintMutation,
} = placeApi;
