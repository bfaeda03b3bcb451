import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router';
import { storageKeys } from '@zu/shared-platform';
import {
  apiUrl,
  appSettingsFixture,
  installFakeEventSource,
  renderWithProviders,
  setupApiServer,
} from '@zu/shared-platform/testing';
import { SeenOnVisit, useUnread } from './use-unread';

const server = setupApiServer();
const live = installFakeEventSource();

/** The navigation's part that matters here: the events dot, the visit watcher, and links to move around. */
function Navigation() {
  const unread = useUnread();
  return (
    <>
      <SeenOnVisit />
      <p data-testid="events-dot">{unread.event ? 'non lu' : 'lu'}</p>
      <Link to="/forge">Forge</Link>
      <Link to="/en-ce-moment">En ce moment</Link>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  server.use(
    http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ currentEventId: 'event-2' }))),
  );
});

describe('the unread dot of En ce moment', () => {
  it('stays while other pages are visited, and clears once En ce moment is visited, the event stored as seen', async () => {
    localStorage.setItem(storageKeys.seenEventId, 'event-1');
    const user = userEvent.setup();
    renderWithProviders(<Navigation />, { route: '/' });
    await waitFor(() => expect(screen.getByTestId('events-dot')).toHaveTextContent('non lu'));
    await user.click(screen.getByRole('link', { name: 'Forge' }));
    expect(screen.getByTestId('events-dot')).toHaveTextContent('non lu');
    expect(localStorage.getItem(storageKeys.seenEventId)).toBe('event-1');

    await user.click(screen.getByRole('link', { name: 'En ce moment' }));
    await waitFor(() => expect(screen.getByTestId('events-dot')).toHaveTextContent(/^lu$/));
    expect(localStorage.getItem(storageKeys.seenEventId)).toBe('event-2');
  });
});

describe('the unread dot, live', () => {
  it('lights up when an event opens while the site is open: the settings are read again on the event topic', async () => {
    let currentEventId = 'event-1';
    localStorage.setItem(storageKeys.seenEventId, 'event-1');
    server.use(http.get(apiUrl('/app/settings'), () => HttpResponse.json(appSettingsFixture({ currentEventId }))));
    renderWithProviders(<Navigation />, { route: '/' });
    await waitFor(() => expect(live.latest?.topics).toEqual(['event']));
    expect(screen.getByTestId('events-dot')).toHaveTextContent(/^lu$/);

    currentEventId = 'event-2';
    act(() => live.latest!.change('event', '77'));
    await waitFor(() => expect(screen.getByTestId('events-dot')).toHaveTextContent('non lu'));
  });
});
