import { act, render, screen } from '@testing-library/react';
import { markFilterChange, useDebouncedValue } from './use-debounced-value';

function Settled({ value }: { value: string }) {
  return <output>{useDebouncedValue(value, 500)}</output>;
}

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes the first value at once, the next ones after the pause', () => {
    const { rerender } = render(<Settled value="a" />);
    expect(screen.getByRole('status')).toHaveTextContent('a');
    rerender(<Settled value="b" />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toHaveTextContent('a');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('b');
  });

  it("counts the pause from the user's change, not from the render that followed it", () => {
    const { rerender } = render(<Settled value="a" />);
    markFilterChange();
    // The page took 300 ms to draw the change.
    act(() => jest.advanceTimersByTime(300));
    rerender(<Settled value="b" />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByRole('status')).toHaveTextContent('a');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('b');
  });

  it('waits the whole pause for a change the user made long ago', () => {
    const { rerender } = render(<Settled value="a" />);
    markFilterChange();
    act(() => jest.advanceTimersByTime(5000));
    rerender(<Settled value="b" />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toHaveTextContent('a');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('b');
  });
});
