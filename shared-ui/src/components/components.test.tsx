import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState, LoadingState, UiProvider } from '../index';
import { genericErrorMessage } from '../messages/messages';

const renderUi = (ui: React.ReactElement) => render(<UiProvider>{ui}</UiProvider>);

describe('presentational pieces', () => {
  it('shows a French loading status', () => {
    renderUi(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('shows the generic French error by default and calls back on retry', async () => {
    const onRetry = jest.fn();
    renderUi(<ErrorState onRetry={onRetry} />);
    expect(screen.getByText(genericErrorMessage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the label of what failed above the message, as text, only when given one', () => {
    const { unmount } = renderUi(<ErrorState codeLabel="Non trouvé" />);
    expect(screen.getByTestId('error-code-label')).toHaveTextContent('Non trouvé');
    expect(screen.getByText(genericErrorMessage)).toBeInTheDocument();
    unmount();
    renderUi(<ErrorState />);
    expect(screen.queryByTestId('error-code-label')).not.toBeInTheDocument();
  });
});
