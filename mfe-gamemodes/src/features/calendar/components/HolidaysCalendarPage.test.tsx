import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { AdventCalendar, CalendarBox } from '@zu/shared-contract';
import {
  apiUrl,
  appSettingsFixture,
  itemFixture,
  profileFixture,
  renderAt,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import { usePublicUserQuery } from '@zu/shared-platform';
import HolidaysCalendarPage from './HolidaysCalendarPage';

const day = (index: number) => `2026-12-${String(index + 1).padStart(2, '0')}T00:00:00`;

/** Boxes 0-8 past (0-5 opened, 6-8 waiting), box 9 today (waiting), 10-24 to come: the world on December 10. */
function box(index: number): CalendarBox {
  const opened = index < 6;
  return {
    index,
    openableDate: day(index),
    ...(opened ? { openedDate: `2026-12-${String(index + 1).padStart(2, '0')}T09:00:00` } : {}),
    balance: index === 0 ? 500 : 0,
    loreDust: index === 1 ? 50 : 0,
    loreFragment: 0,
    luckyType: index === 3 ? 'LUCKY_RAYOU' : null,
    ...(index === 5
      ? { itemMetadata: { item: itemFixture(5, { name: 'Sapin givré' }), shinyLevel: 0, upgradeLevel: 0 } }
      : {}),
    isOpenable: !opened && index <= 9,
  };
}

const calendarOf = (boxes: CalendarBox[]): AdventCalendar => ({
  initDate: '2026-12-01T00:00:00',
  beginDate: '2026-12-01T00:00:00',
  endDate: '2026-12-25T23:59:59',
  calendars: boxes,
});

let calendarReads: string[] = [];
let profileReads = 0;
const inPeriod = http.get(apiUrl('/app/settings'), () =>
  HttpResponse.json(appSettingsFixture({ inCalendarPeriod: true })),
);
const server = setupApiServer(
  http.get(apiUrl('/public/calendar/:userName'), ({ params }) => {
    calendarReads.push(String(params.userName));
    return HttpResponse.json(calendarOf(Array.from({ length: 25 }, (_, i) => box(i))));
  }),
  http.get(apiUrl('/public/user/:userName'), ({ params }) => {
    profileReads += 1;
    return HttpResponse.json(profileFixture(String(params.userName)));
  }),
);

const openAt = (url: string) => renderAt(<HolidaysCalendarPage />, 'HolidaysCalendar', url);
const boxOfDay = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;

// A page of 25 boxes, clicked through: slower than most on a shared machine.
jest.setTimeout(15000);

beforeEach(() => {
  server.use(inPeriod);
  calendarReads = [];
  profileReads = 0;
});
afterEach(() => setAuthSession(anonymousSession));

describe('the holiday calendar', () => {
  it("shows a signed-in player's own 25 boxes: rewards of the opened ones, a button on the waiting ones, locks after", async () => {
    setAuthSession(signedInAs('alice'));
    openAt('/calendrier-festif');
    expect(await screen.findAllByTestId('calendar-box')).toHaveLength(25);
    expect(calendarReads).toEqual(['alice']);
    expect(within(await boxOfDay('1er décembre')).getByTestId('reward-summary')).toHaveTextContent('+500 ZUMonnaie');
    expect(within(await boxOfDay('2 décembre')).getByTestId('reward-summary')).toHaveTextContent(
      '+50 poudre créatrice',
    );
    expect(within(await boxOfDay('4 décembre')).getByTestId('reward-summary')).toHaveTextContent('Ticket Lucky Rayou');
    expect(within(await boxOfDay('6 décembre')).getByTestId('reward-summary')).toHaveTextContent('Sapin givré');
    // The past boxes not opened yet and today's can be opened; the coming ones are locked, their rewards hidden.
    const openButtons = screen.getAllByRole('button', { name: /^Ouvrir la case du / });
    expect(openButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ouvrir la case du 7 décembre',
      'Ouvrir la case du 8 décembre',
      'Ouvrir la case du 9 décembre',
      'Ouvrir la case du 10 décembre',
    ]);
    const coming = await boxOfDay('25 décembre');
    expect(coming).toHaveAttribute('data-state', 'locked');
    expect(within(coming).getByText('Fermée')).toBeInTheDocument();
    expect(screen.getAllByTestId('calendar-box').filter((b) => b.dataset.state === 'locked')).toHaveLength(15);
    expect(screen.queryByTestId('calendar-closed')).not.toBeInTheDocument();
  });

  it("opens today's box: the reveal draws the server's answer, the box shows its reward and the account is read again", async () => {
    setAuthSession(signedInAs('alice'));
    const opened: CalendarBox = {
      ...box(9),
      openedDate: '2026-12-10T10:00:00',
      isOpenable: false,
      loreDust: 0,
      itemMetadata: { item: itemFixture(9, { name: 'Renne doré' }), shinyLevel: 1, upgradeLevel: 0 },
      balance: 750,
    };
    const posted: string[] = [];
    server.use(
      http.post(apiUrl('/public/calendar/:index'), ({ params, request }) => {
        posted.push(String(params.index));
        expect(request.headers.get('Authorization')).toBe('Bearer token');
        return HttpResponse.json(opened);
      }),
    );
    const user = userEvent.setup();
    // The header's account, read by the shell beside the page: the opening must refresh it.
    function HeaderBalance() {
      usePublicUserQuery('alice');
      return null;
    }
    renderAt(
      <>
        <HeaderBalance />
        <HolidaysCalendarPage />
      </>,
      'HolidaysCalendar',
      '/calendrier-festif',
    );
    await waitFor(() => expect(profileReads).toBe(1));

    await user.click(await screen.findByRole('button', { name: 'Ouvrir la case du 10 décembre' }));
    const reveal = await screen.findByRole('dialog', { name: 'Case du 10 décembre' });
    expect(within(reveal).getByTestId('reward-list')).toHaveTextContent('+750 ZUMonnaie');
    expect(within(reveal).getByRole('img', { name: 'Renne doré' })).toHaveAttribute(
      'src',
      'http://api.test/images/item/9-1.webp',
    );
    expect(posted).toEqual(['9']);
    await waitFor(() => expect(profileReads).toBe(2));

    await user.click(within(reveal).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const today = await boxOfDay('10 décembre');
    expect(today).toHaveAttribute('data-state', 'opened');
    // Its button gone, the keyboard goes on from the box itself.
    await waitFor(() => expect(today).toHaveFocus());
    expect(within(today).getByTestId('reward-summary')).toHaveTextContent('Renne doré (dorée)');
    expect(screen.queryByRole('button', { name: 'Ouvrir la case du 10 décembre' })).not.toBeInTheDocument();
    // The answer itself updated the calendar: it was not read again.
    expect(calendarReads).toEqual(['alice']);
  });

  it("shows the API's French words when a box is refused, and reveals nothing", async () => {
    setAuthSession(signedInAs('alice'));
    server.use(
      http.post(apiUrl('/public/calendar/:index'), () =>
        HttpResponse.json({ code: 'BOX_ALREADY_OPENED', message: 'Tu as déjà ouvert cette case.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    openAt('/calendrier-festif');
    await user.click(await screen.findByRole('button', { name: 'Ouvrir la case du 7 décembre' }));
    expect(await screen.findByText('Tu as déjà ouvert cette case.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The calendar is read again, in case the box changed elsewhere.
    await waitFor(() => expect(calendarReads).toEqual(['alice', 'alice']));
  });

  it("shows someone else's calendar read-only, by the name in the address", async () => {
    setAuthSession(signedInAs('alice'));
    openAt('/calendrier-festif/bob');
    expect(await screen.findAllByTestId('calendar-box')).toHaveLength(25);
    expect(calendarReads).toEqual(['bob']);
    expect(screen.getByText(/Le calendrier de bob/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ouvrir/ })).not.toBeInTheDocument();
    expect(within(await boxOfDay('10 décembre')).getByText('À ouvrir')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Calendrier festif de bob \|/));
  });

  it('treats the name in the address as the own calendar whatever its case', async () => {
    setAuthSession(signedInAs('alice'));
    openAt('/calendrier-festif/Alice');
    expect(await screen.findByRole('button', { name: 'Ouvrir la case du 10 décembre' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in when no name is given, and reads no calendar', async () => {
    const login = jest.fn(async () => {});
    setAuthSession({ ...anonymousSession, login });
    const user = userEvent.setup();
    openAt('/calendrier-festif');
    const prompt = await screen.findByTestId('calendar-sign-in');
    await user.click(within(prompt).getByRole('button', { name: 'Se connecter' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(calendarReads).toEqual([]);
  });

  it('lets a visitor look at a named calendar', async () => {
    openAt('/calendrier-festif/bob');
    expect(await screen.findAllByTestId('calendar-box')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /^Ouvrir/ })).not.toBeInTheDocument();
  });

  it('says when the calendar comes back outside its period', async () => {
    server.use(
      http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ inCalendarPeriod: false }))),
    );
    openAt('/calendrier-festif/bob');
    expect(await screen.findByTestId('calendar-closed')).toHaveTextContent(
      "Le calendrier festif est fermé.Il revient le 1er décembre, avec une nouvelle case à ouvrir chaque jour jusqu'au 25 décembre.",
    );
  });

  it('says so when the player is unknown', async () => {
    server.use(
      http.get(apiUrl('/public/calendar/:userName'), () =>
        HttpResponse.json({ code: 'USER_NOT_FOUND', message: 'Joueur introuvable.' }, { status: 404 }),
      ),
    );
    openAt('/calendrier-festif/personne');
    expect(await screen.findByText('Joueur introuvable.')).toBeInTheDocument();
  });
});
