import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, appStatusFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import { SeasonCountdown } from './SeasonCountdown';

const server = setupApiServer();
const worldOn = (worldDate: string) =>
  server.use(http.get(apiUrl('/app/status'), () => HttpResponse.json(appStatusFixture({ worldDate }))));

describe('the season countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('counts the days and hours to the end of the last day in Paris, and keeps counting', async () => {
    worldOn('2026-12-10');
    // 20:00 UTC on December 10th; the season's last day, December 12th, ends at 23:00 UTC (midnight in Paris).
    jest.useFakeTimers({ now: Date.UTC(2026, 11, 10, 20, 0), doNotFake: ['queueMicrotask', 'setTimeout'] });
    renderWithProviders(<SeasonCountdown endDate="2026-12-12" />);
    expect(await screen.findByText('Fin dans 2 jours et 3 heures')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3_600_000));
    expect(screen.getByTestId('season-countdown')).toHaveTextContent('Fin dans 2 jours et 2 heures');
  });

  it("counts on the world's day when the world lives on another day than the browser", async () => {
    worldOn('2026-12-11');
    jest.useFakeTimers({ now: Date.UTC(2026, 11, 10, 20, 0), doNotFake: ['queueMicrotask', 'setTimeout'] });
    renderWithProviders(<SeasonCountdown endDate="2026-12-12" />);
    expect(await screen.findByText('Fin dans 1 jour et 3 heures')).toBeInTheDocument();
  });
});
