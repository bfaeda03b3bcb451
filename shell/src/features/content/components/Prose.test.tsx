import { screen } from '@testing-library/react';
import { renderWithProviders } from '@zu/shared-platform/testing';
import { AppLink } from '@zu/shared-platform';
import { Prose } from './Prose';

describe('Prose', () => {
  it('lays its links out as text, so that they break across lines like their words', () => {
    renderWithProviders(
      <Prose>
        <p>
          Pendant un événement (voir <AppLink to="/en-ce-moment">En ce moment</AppLink>), l'invocation change.
        </p>
      </Prose>,
    );
    // A link of the site is an inline-flex box elsewhere: in running text that box would wrap as a block, and the
    // punctuation after it could start a line alone.
    expect(getComputedStyle(screen.getByRole('link', { name: 'En ce moment' })).display).toBe('inline');
  });
});
