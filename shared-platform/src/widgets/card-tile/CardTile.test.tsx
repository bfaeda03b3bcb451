import { screen, within } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfig } from '@zu/shared-platform';
import { itemFixture, renderWithProviders } from '@zu/shared-platform/testing';
import { CardTile } from './CardTile';

const renderTile = (ui: React.ReactElement) => renderWithProviders(<ul>{ui}</ul>);

describe('card tile', () => {
  it("links to the card's page with its lazy picture, short rarity and hardcore tag", () => {
    renderTile(<CardTile item={itemFixture(3, { rarity: 4 })} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/carte/3-carte-3');
    expect(within(link).getByRole('img', { name: 'Carte 3' })).toHaveAttribute(
      'src',
      'http://api.test/images/item/3-0.webp',
    );
    expect(within(link).getByRole('img', { name: 'Carte 3' })).toHaveAttribute('loading', 'lazy');
    expect(within(link).getByRole('img', { name: 'Rareté 4' }).querySelectorAll('[data-rarity-icon]')).toHaveLength(1);
    expect(within(link).getByTestId('hardcore-tag')).toHaveTextContent('-hc');
  });

  it('hides the hardcore tag when the card says so', () => {
    renderTile(<CardTile item={itemFixture(3, { hideHardcoreTag: true })} />);
    expect(screen.queryByTestId('hardcore-tag')).not.toBeInTheDocument();
  });

  it('shows no hardcore tag on the normal site', () => {
    const hardcoreSite = getRuntimeConfig();
    setRuntimeConfig({ ...hardcoreSite, ruleSet: 'NORMAL' });
    try {
      renderTile(<CardTile item={itemFixture(3)} />);
      expect(screen.getByText(/#3 · Carte 3/)).toBeInTheDocument();
      expect(screen.queryByTestId('hardcore-tag')).not.toBeInTheDocument();
    } finally {
      setRuntimeConfig(hardcoreSite);
    }
  });

  it('shows the golden picture and label, but a card without a golden version (STAR) stays normal', () => {
    const { unmount } = renderTile(<CardTile item={itemFixture(3, { rarity: 2 })} shinyLevel={1} />);
    expect(screen.getByRole('img', { name: 'Carte 3' })).toHaveAttribute('src', 'http://api.test/images/item/3-1.webp');
    expect(screen.getByText('Dorée')).toBeInTheDocument();
    unmount();
    // As the API answers a STAR card: no golden version.
    const star = itemFixture(4, { rarity: 6, shinyLevels: { 0: true, 1: false, 2: false } });
    renderTile(<CardTile item={star} shinyLevel={1} />);
    expect(screen.getByRole('img', { name: 'Carte 4' })).toHaveAttribute('src', 'http://api.test/images/item/4-0.webp');
    expect(screen.queryByText('Dorée')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Carte STAR' })).toBeInTheDocument();
  });

  it('tilts only chromatic pictures', () => {
    const chromatic = itemFixture(3, { shinyLevels: { 0: true, 1: true, 2: true } });
    const { unmount } = renderTile(<CardTile item={chromatic} shinyLevel={2} />);
    expect(screen.getByTestId('chromatic-tilt')).toBeInTheDocument();
    unmount();
    renderTile(<CardTile item={itemFixture(3)} shinyLevel={0} />);
    expect(screen.queryByTestId('chromatic-tilt')).not.toBeInTheDocument();
  });

  it('shows a line per card in list layout: every rarity icon, pack and points', () => {
    renderTile(<CardTile item={itemFixture(3, { rarity: 3 })} layout="list" />);
    expect(screen.getByRole('img', { name: 'Rareté 3' }).querySelectorAll('[data-rarity-icon]')).toHaveLength(3);
    expect(screen.getByText('10 pts')).toBeInTheDocument();
  });

  it('can be drawn inside a larger list item', () => {
    renderWithProviders(<CardTile item={itemFixture(3)} as="div" />);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByTestId('card-tile').tagName).toBe('DIV');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/carte/3-carte-3');
  });

  it('shows the constellation level it is given', () => {
    renderTile(<CardTile item={itemFixture(3, { rarity: 5 })} constellationLevel={4} layout="list" />);
    expect(screen.getByRole('img', { name: 'Constellation niveau 4 sur 5' })).toBeInTheDocument();
  });
});
