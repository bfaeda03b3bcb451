import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState, FigureTiles, LoadingState, ProgressBar, Table, TableFrame, UiProvider } from '../index';
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

describe('FigureTiles', () => {
  it('lists each figure under its label, formatted the French way', () => {
    renderUi(
      <FigureTiles
        columns={2}
        figures={[
          { label: 'Joueurs', value: 12345, testId: 'players' },
          { label: 'Échecs', value: 7 },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent?.replace(/\s/g, ' '));
    expect(terms).toEqual(['Joueurs', 'Échecs']);
    expect(values).toEqual(['12 345', '7']);
    expect(screen.getByTestId('players')).toHaveTextContent('345');
  });
});

describe('ProgressBar', () => {
  it('writes the unit of a progress bar after its figures, and its values for assistive tech', () => {
    renderUi(
      <ProgressBar label="Points de vie" ariaLabel="Points de vie du boss" value={12_345} max={20_000} unit="PV" />,
    );
    expect(screen.getByText(/PV/)).toHaveTextContent(/^12\s345 \/ 20\s000 PV \(61 %\)$/);
    const bar = screen.getByRole('progressbar', { name: 'Points de vie du boss' });
    expect(bar).toHaveAttribute('aria-valuenow', '12345');
    expect(bar).toHaveAttribute('aria-valuemax', '20000');
  });
});

describe('TableFrame', () => {
  const oneCellTable = (label: string) => (
    <TableFrame label={label}>
      <Table.Root>
        <Table.Body>
          <Table.Row>
            <Table.Cell>Joueur</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );

  it('frames a table in a region named for it, which the keyboard can reach to scroll it', async () => {
    renderUi(
      <>
        <button type="button">Avant</button>
        {oneCellTable('Prix des invocations')}
      </>,
    );
    const frame = screen.getByRole('region', { name: 'Prix des invocations' });
    expect(frame).toContainElement(screen.getByRole('table'));
    await userEvent.click(screen.getByRole('button', { name: 'Avant' }));
    await userEvent.tab();
    expect(frame).toHaveFocus();
  });

  it('says nothing of scrolling when the table fits', () => {
    renderUi(oneCellTable('Classement'));
    expect(screen.queryByTestId('table-scroll-hint')).not.toBeInTheDocument();
  });

  it('says which side has columns out of sight while the table is wider than its frame, as it is scrolled', () => {
    // jsdom lays nothing out: the frame is given a table twice its width.
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      renderUi(oneCellTable('Classement'));
      expect(screen.getByTestId('table-scroll-hint')).toHaveTextContent('Autres colonnes à droite →');
      const frame = screen.getByRole('region', { name: 'Classement' });
      frame.scrollLeft = 300;
      fireEvent.scroll(frame);
      expect(screen.getByTestId('table-scroll-hint')).toHaveTextContent('← Autres colonnes à gauche');
    } finally {
      jest.restoreAllMocks();
    }
  });
});
