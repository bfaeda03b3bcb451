import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { PlacePixel, PlacePixelBody, PlacePlacement, PlacePlayer } from '@zu/shared-contract';
import {
  apiUrl,
  appStatusFixture,
  installFakeEventSource,
  profileFixture,
  renderWithProviders,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import type { PlaceInfoWithNames } from '../model/place-canvas';
import PlacePage, { hoverPauseMs } from './PlacePage';
import { drawBoard, drawPixels } from './place-drawing';

// jsdom draws nothing on a canvas: the drawing is replaced, and what the page asks it to draw is what is tested.
jest.mock('./place-drawing');

const info: PlaceInfoWithNames = {
  width: 4,
  height: 3,
  palette: ['#000000', '#e50000', '#0044cc', '#ffffff'],
  paletteNames: ['noir', 'rouge', 'bleu', 'blanc'],
  cooldownSeconds: 300,
  paintedCount: 2,
};
// Row by row: (1, 0) in black, (2, 1) — the middle, where the cursor starts — in red.
const canvasBytes = () => Uint8Array.of(255, 0, 255, 255, 255, 255, 1, 255, 255, 255, 255, 255);

/** The painter as the API sends them: a player's whole public user. */
const user = (name: string) =>
  profileFixture(name, { user: { discordGlobalName: name.charAt(0).toUpperCase() + name.slice(1) } }).user;
const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** A moment from now on the world's clock: the world's own day (not today's), at Paris's time of day. */
const worldIn = (ms: number) => `2026-12-10T${parisClock.format(new Date(Date.now() + ms))}`;

let painters: Record<string, PlacePixel>;
let pixelReads: string[];
let canvasReads: number;
let player: PlacePlayer;
let paints: PlacePixelBody[];
const server = setupApiServer(
  // The world lives on its own day: the countdown counts on its clock.
  http.get(apiUrl('/app/status'), () => HttpResponse.json(appStatusFixture({ worldDate: '2026-12-10' }))),
  http.get(apiUrl('/public/place/info'), () => HttpResponse.json(info)),
  http.get(apiUrl('/public/place'), () => {
    canvasReads += 1;
    return HttpResponse.arrayBuffer(canvasBytes().buffer, { headers: { 'Content-Type': 'application/octet-stream' } });
  }),
  http.get(apiUrl('/public/place/pixel/:x/:y'), ({ params }) => {
    const key = `${String(params.x)},${String(params.y)}`;
    pixelReads.push(key);
    return painters[key]
      ? HttpResponse.json(painters[key])
      : HttpResponse.json({ code: 'PIXEL_NOT_PAINTED', message: "Ce pixel n'a jamais été colorié" }, { status: 404 });
  }),
  http.get(apiUrl('/public/place/player/:name'), () => HttpResponse.json(player)),
  http.post(apiUrl('/public/place/pixel'), async ({ request }) => {
    const body = (await request.json()) as PlacePixelBody;
    paints.push(body);
    return HttpResponse.json<PlacePlacement>({
      pixel: { ...body, user: user('joueur'), placedDate: worldIn(0) },
      nextPixelDate: worldIn(300_000),
    });
  }),
);
const live = installFakeEventSource();

beforeEach(() => {
  painters = {
    '1,0': { x: 1, y: 0, color: '#000000', user: user('bob'), placedDate: '2026-12-08T09:15:00' },
    '2,1': { x: 2, y: 1, color: '#e50000', user: user('alice'), placedDate: '2026-12-09T18:30:00' },
  };
  pixelReads = [];
  canvasReads = 0;
  player = { pixelCount: 0 };
  paints = [];
  jest.mocked(drawBoard).mockClear();
  jest.mocked(drawPixels).mockClear();
});
afterEach(() => setAuthSession(anonymousSession));

const viewport = () => screen.getByRole('application', { name: 'Toile de z/place' });
const readout = () => screen.getByTestId('place-readout');
const renderPage = () => renderWithProviders(<PlacePage />, { route: '/place' });

describe('z/place for a visitor', () => {
  it('draws the canvas from its bytes, once, and tells who painted the middle pixel and when', async () => {
    renderPage();
    expect(await screen.findByText(/chacun y colorie un pixel, puis attend 5 minutes avant le suivant/)).toBeVisible();
    await waitFor(() => expect(drawBoard).toHaveBeenCalledTimes(1));
    const [canvas, size, bytes, palette] = jest.mocked(drawBoard).mock.calls[0]!;
    expect(canvas).toBe(screen.getByTestId('place-canvas'));
    expect(size).toMatchObject({ width: 4, height: 3 });
    expect([...bytes]).toEqual([...canvasBytes()]);
    expect(palette).toEqual(info.palette);

    expect(await within(readout()).findByText(/colorié par/)).toHaveTextContent(
      'rouge, colorié par Alice le 9 décembre 2026 à 18:30',
    );
    expect(within(readout()).getByText('Pixel (2, 1)')).toBeInTheDocument();
    expect(within(readout()).getByRole('link', { name: 'Alice' })).toHaveAttribute('href', '/joueur/alice');
    expect(screen.getByRole('button', { name: 'Connecte-toi' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Couleur/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('place-paint')).not.toBeInTheDocument();
  });

  it('moves the cursor with the arrows, within the canvas, and reads the pixel it lands on', async () => {
    const clicker = userEvent.setup();
    renderPage();
    await waitFor(() => expect(readout()).toHaveTextContent(/Alice/));
    viewport().focus();
    await clicker.keyboard('{ArrowLeft}{ArrowUp}');
    expect(within(readout()).getByText('Pixel (1, 0)')).toBeInTheDocument();
    await waitFor(() => expect(readout()).toHaveTextContent('noir, colorié par Bob le 8 décembre 2026 à 09:15'));
    await clicker.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(within(readout()).getByText('Pixel (1, 2)')).toBeInTheDocument();
    expect(await within(readout()).findByText("Ce pixel n'a jamais été colorié.")).toBeInTheDocument();
  });

  it('picks a pixel by a tap, and reads the one under the pointer after a short rest', async () => {
    renderPage();
    await waitFor(() => expect(readout()).toHaveTextContent(/Alice/));
    // jsdom lays nothing out: the canvas is at its own size in the frame's corner, a pixel a screen pixel.
    fireEvent.pointerDown(viewport(), { pointerId: 1, clientX: 0.5, clientY: 2.5 });
    fireEvent.pointerUp(viewport(), { pointerId: 1, clientX: 0.5, clientY: 2.5 });
    expect(within(readout()).getByText('Pixel (0, 2)')).toBeInTheDocument();

    fireEvent.pointerMove(viewport(), { pointerId: 1, clientX: 1.5, clientY: 0.5 });
    expect(within(readout()).getByText('Pixel (0, 2)')).toBeInTheDocument();
    expect(await within(readout()).findByText('Pixel (1, 0)', undefined, { timeout: hoverPauseMs * 8 })).toBeVisible();
    await waitFor(() => expect(readout()).toHaveTextContent('noir, colorié par Bob le 8 décembre 2026 à 09:15'));
  });
});

describe('z/place live', () => {
  it('paints a pixel painted elsewhere into the canvas without reading it again, and reads its painter again', async () => {
    renderPage();
    await waitFor(() => expect(readout()).toHaveTextContent(/Alice/));
    await waitFor(() => expect(live.latest?.topics).toEqual(['place']));
    await waitFor(() => expect(drawBoard).toHaveBeenCalledTimes(1));

    painters['2,1'] = { x: 2, y: 1, color: '#0044cc', user: user('carole'), placedDate: '2026-12-10T12:00:00' };
    act(() =>
      live.latest!.change('place', '51', {
        x: 2,
        y: 1,
        color: '#0044cc',
        userName: 'carole',
        placedDate: '2026-12-10T12:00:00',
      }),
    );
    await waitFor(() =>
      expect(drawPixels).toHaveBeenCalledWith(expect.anything(), [{ x: 2, y: 1, colorIndex: 2 }], info.palette),
    );
    expect(screen.getByTestId('place-canvas')).toHaveAttribute('data-last-painted', '2,1,#0044cc');
    await waitFor(() => expect(readout()).toHaveTextContent(/bleu, colorié par Carole/));
    expect(canvasReads).toBe(1);
    expect(drawBoard).toHaveBeenCalledTimes(1);
  });
});

describe('z/place after a live reset', () => {
  it('reads the canvas again, and lays over it the pixels painted while it was being read', async () => {
    renderPage();
    await waitFor(() => expect(drawBoard).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(live.latest?.topics).toEqual(['place']));
    let answer: () => void = () => {};
    server.use(
      http.get(apiUrl('/public/place'), async () => {
        canvasReads += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        // Meanwhile, (3, 2) was painted blue; (0, 0) not yet when the canvas was read.
        return HttpResponse.arrayBuffer(Uint8Array.from(canvasBytes(), (byte, i) => (i === 11 ? 2 : byte)).buffer);
      }),
    );

    act(() => live.latest!.reset('90'));
    await waitFor(() => expect(canvasReads).toBe(2));
    // Painted after the new read was asked for: the answer may not hold it.
    act(() => live.latest!.change('place', '91', { x: 0, y: 0, color: '#e50000', userName: 'bob' }));
    act(() => answer());

    await waitFor(() => expect(drawBoard).toHaveBeenCalledTimes(2));
    const bytes = jest.mocked(drawBoard).mock.calls[1]![2];
    expect([...bytes]).toEqual([1, ...canvasBytes().slice(1, 11), 2]);
  });
});

describe('z/place for a signed-in player', () => {
  beforeEach(() => setAuthSession(signedInAs('joueur')));

  it('paints the picked pixel in the picked colour, then counts down to the next one', async () => {
    const clicker = userEvent.setup();
    renderPage();
    const button = await screen.findByTestId('place-paint');
    expect(button).toHaveTextContent('Choisis une couleur');
    expect(button).toBeDisabled();

    await clicker.click(screen.getByRole('button', { name: 'bleu' }));
    expect(screen.getByRole('button', { name: 'bleu' })).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('Colorier en bleu');
    await clicker.click(button);

    expect(await screen.findByText('Pixel (2, 1) colorié en bleu !')).toBeInTheDocument();
    expect(paints).toEqual([{ x: 2, y: 1, color: '#0044cc' }]);
    await waitFor(() =>
      expect(drawPixels).toHaveBeenCalledWith(expect.anything(), [{ x: 2, y: 1, colorIndex: 2 }], info.palette),
    );
    expect(screen.getByTestId('place-canvas')).toHaveAttribute('data-last-painted', '2,1,#0044cc');
    await waitFor(() => expect(button).toHaveTextContent(/^Prochain pixel dans (4 min \d{2}|5 min 00) s$/));
    expect(button).toBeDisabled();
  });

  it("waits out the cooldown of the player's last pixel, and Enter sends nothing meanwhile", async () => {
    player = { pixelCount: 4, lastPlacedDate: worldIn(-180_000), nextPixelDate: worldIn(120_000) };
    const clicker = userEvent.setup();
    renderPage();
    await clicker.click(await screen.findByRole('button', { name: 'noir' }));
    const button = screen.getByTestId('place-paint');
    await waitFor(() => expect(button).toHaveTextContent(/^Prochain pixel dans (1 min \d{2}|2 min 00) s$/));
    expect(button).toBeDisabled();
    viewport().focus();
    await clicker.keyboard('{Enter}');
    expect(paints).toEqual([]);
  });

  it('paints with Enter on the canvas, where the cursor is', async () => {
    const clicker = userEvent.setup();
    renderPage();
    await clicker.click(await screen.findByRole('button', { name: 'blanc' }));
    viewport().focus();
    await clicker.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(paints).toEqual([{ x: 3, y: 1, color: '#ffffff' }]));
  });

  it("shows a refusal in the API's own words and paints nothing", async () => {
    server.use(
      http.post(apiUrl('/public/place/pixel'), () =>
        HttpResponse.json(
          { code: 'PLACE_COOLDOWN', message: 'Tu pourras colorier un nouveau pixel dans 3 min 20 s.' },
          { status: 400 },
        ),
      ),
    );
    const clicker = userEvent.setup();
    renderPage();
    await clicker.click(await screen.findByRole('button', { name: 'rouge' }));
    await clicker.click(screen.getByRole('button', { name: 'Colorier en rouge' }));
    expect(await screen.findByText('Tu pourras colorier un nouveau pixel dans 3 min 20 s.')).toBeInTheDocument();
    expect(drawPixels).not.toHaveBeenCalled();
    expect(screen.getByTestId('place-canvas')).not.toHaveAttribute('data-last-painted');
  });
});

describe('z/place unreadable', () => {
  it('says the canvas cannot be read, with a retry', async () => {
    server.use(http.get(apiUrl('/public/place'), () => HttpResponse.json({}, { status: 500 })));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByTestId('place-canvas')).not.toBeInTheDocument();
  });
});
