import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@zu/shared-platform/testing';
import { SeasonCountdown } from './SeasonCountdown';

describe('the season countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('counts the days and hours to the end of the last day in Paris, and keeps counting', () => {
    // 20:00 UTC on December 10th; the season's last day, December 12th, ends at 23:00 UTC (midnight in Paris).
    jest.useFakeTimers({ now: Date.UTC(2026, 11, 10, 20, 0) });
    renderWithProviders(<SeasonCountdown endDate="2026-12-12" />);
    expect(screen.getByTestId('season-countdown')).toHaveTextContent('Fin dans 2 jours et 3 heures');
    act(() => jest.advanceTimersByTime(3_600_000));
    expect(screen.getByTestId('season-countdown')).toHaveTextContent('Fin dans 2 jours et 2 heures');
  });
});
