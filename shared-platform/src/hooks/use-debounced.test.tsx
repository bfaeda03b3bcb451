import { act, render, screen } from '@testing-library/react';
import { useDebounced } from './use-debounced';

function Settled({ value }: { value: string | undefined }) {
  return <output>{useDebounced(value, 250) ?? 'rien'}</output>;
}

describe('useDebounced', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the first value at once, then a new one only after it has not changed for the pause', () => {
    const { rerender } = render(<Settled value={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('rien');
    rerender(<Settled value="a" />);
    act(() => jest.advanceTimersByTime(200));
    rerender(<Settled value="b" />);
    act(() => jest.advanceTimersByTime(249));
    expect(screen.getByRole('status')).toHaveTextContent('rien');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('b');
  });
});
