import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, packFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import { PackSelect } from './PackSelect';

const packs = [packFixture, { id: 'p2', name: 'Halloween', slug: 'halloween', year: null }];
setupApiServer(http.get(apiUrl('/public/pack'), () => HttpResponse.json(packs)));

describe('PackSelect', () => {
  it('lists every pack with its year, after the choice of none, and gives the chosen id back', async () => {
    const changes: (string | undefined)[] = [];
    renderWithProviders(
      <PackSelect
        aria-label="Pack"
        value={undefined}
        onChange={(id) => changes.push(id)}
        emptyLabel="Tous les packs"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Pack' });
    expect(await screen.findByRole('option', { name: 'Classique 2026' })).toBeInTheDocument();
    expect(select).toBeEnabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous les packs',
      'Classique 2026',
      'Halloween',
    ]);
    await userEvent.selectOptions(select, 'Halloween');
    await userEvent.selectOptions(select, 'Tous les packs');
    expect(changes).toEqual(['p2', undefined]);
  });
});
