import { act, renderHook } from '@testing-library/react';
import { alertDurationMs, useTimedAlert } from './use-timed-alert';

describe('useTimedAlert', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides the alert 4 seconds after it shows, and a new alert restarts the count', () => {
    const { result } = renderHook(() => useTimedAlert<string>());
    expect(alertDurationMs).toBe(4000);
    act(() => result.current[1]('première'));
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current[0]).toBe('première');
    act(() => result.current[1]('seconde'));
    act(() => jest.advanceTimersByTime(3999));
    expect(result.current[0]).toBe('seconde');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBeUndefined();
  });
});
