import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { renderWithProviders } from '@zu/shared-platform/testing';
import { useSearchParamsUpdate } from './use-search-params-update';

function TwoChangesAtOnce() {
  const [, update] = useSearchParamsUpdate();
  const location = useLocation();
  const navigate = useNavigate();
  const set = (name: string, value: string) =>
    update((params) => {
      params.set(name, value);
      return params;
    });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // Two changes in one event: the second is made before the first is rendered.
          set('rarete', '1');
          set('brillance', '1');
        }}
      >
        Filtrer
      </button>
      <button type="button" onClick={() => set('annee', '2025')}>
        Année
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Précédent
      </button>
      <output data-testid="location">{location.search}</output>
    </>
  );
}

describe('useSearchParamsUpdate', () => {
  it('keeps every change made before the next render, on top of the address', async () => {
    renderWithProviders(<TwoChangesAtOnce />, { route: '/catalogue?tri=nom', path: '/catalogue' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?tri=nom&rarete=1&brillance=1');
  });

  it('starts from the address shown after going back, not from changes made at an earlier visit', async () => {
    renderWithProviders(<TwoChangesAtOnce />, { route: '/catalogue?tri=nom', path: '/catalogue' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    // Each change is a step of the history: two steps back to the first address.
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?tri=nom$/);
    await userEvent.click(screen.getByRole('button', { name: 'Année' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?tri=nom&annee=2025$/);
  });
});
