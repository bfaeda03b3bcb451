import { act, fireEvent, render, screen } from '@testing-library/react';
import { CardImage, CardName, ChromaticTilt, RarityIcons, ShinyLevelBadge, UiProvider } from '../../index';

const renderUi = (ui: React.ReactElement) => render(<UiProvider>{ui}</UiProvider>);
const icons = () => screen.getByTestId('rarity-icons').querySelectorAll('[data-rarity-icon]');

describe('card parts', () => {
  it('draws one icon per rarity level, named for screen readers', () => {
    renderUi(<RarityIcons rarity={3} />);
    expect(screen.getByRole('img', { name: 'Rareté 3' })).toBeInTheDocument();
    expect(icons()).toHaveLength(3);
  });

  it('draws one icon in short mode, the level written beside it so that colour alone never tells them apart', () => {
    const { unmount } = renderUi(<RarityIcons rarity={5} short />);
    expect(icons()).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Rareté 5' })).toHaveTextContent('5');
    unmount();
    renderUi(<RarityIcons rarity={4} constellationLevel={2} short />);
    expect(icons()).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Constellation niveau 2 sur 4' })).toHaveTextContent('2/4');
  });

  it('draws STAR as a single double-width icon', () => {
    renderUi(<RarityIcons rarity={6} />);
    expect(screen.getByRole('img', { name: 'Carte STAR' })).toBeInTheDocument();
    const [star, ...others] = icons();
    expect(others).toHaveLength(0);
    expect(star).toHaveAttribute('data-rarity-icon', 'star');
    expect(star).toHaveAttribute('viewBox', '0 0 48 24');
  });

  it("fills a constellation's level out of its rarity", () => {
    renderUi(<RarityIcons rarity={4} constellationLevel={2} />);
    expect(screen.getByRole('img', { name: 'Constellation niveau 2 sur 4' })).toBeInTheDocument();
    expect([...icons()].map((icon) => icon.getAttribute('data-filled'))).toEqual(['true', 'true', 'false', 'false']);
  });

  it('labels the golden and chromatic versions, nothing for a normal one', () => {
    const { rerender } = renderUi(<ShinyLevelBadge shinyLevel={1} />);
    expect(screen.getByText('Dorée')).toBeInTheDocument();
    rerender(
      <UiProvider>
        <ShinyLevelBadge shinyLevel={2} />
      </UiProvider>,
    );
    expect(screen.getByText('Chromatique')).toBeInTheDocument();
    rerender(
      <UiProvider>
        <ShinyLevelBadge shinyLevel={0} />
      </UiProvider>,
    );
    expect(screen.queryByText(/Dorée|Chromatique/)).not.toBeInTheDocument();
  });

  it('shows the -hc tag on the hardcore site unless the card hides it, and never on the normal site', () => {
    const { rerender } = renderUi(<CardName identifier={7} name="Dragon" hideHardcoreTag={false} ruleSet="HARDCORE" />);
    expect(screen.getByTestId('hardcore-tag')).toHaveTextContent('-hc');
    expect(screen.getByRole('img', { name: 'hardcore' })).toBe(screen.getByTestId('hardcore-tag'));
    rerender(
      <UiProvider>
        <CardName identifier={7} name="Dragon" hideHardcoreTag ruleSet="HARDCORE" />
      </UiProvider>,
    );
    expect(screen.queryByTestId('hardcore-tag')).not.toBeInTheDocument();
    expect(screen.getByText(/#7 · Dragon/)).toBeInTheDocument();
    rerender(
      <UiProvider>
        <CardName identifier={7} name="Dragon" hideHardcoreTag={false} ruleSet="NORMAL" />
      </UiProvider>,
    );
    expect(screen.queryByTestId('hardcore-tag')).not.toBeInTheDocument();
    expect(screen.getByText(/#7 · Dragon/)).toBeInTheDocument();
  });

  it('loads card images lazily', () => {
    renderUi(<CardImage src="http://api.test/images/item/1-0.webp" alt="Dragon" />);
    const image = screen.getByRole('img', { name: 'Dragon' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('data-format', 'webp');
  });

  it('tilts with the pointer and eases back to the centre 1 s after it leaves', () => {
    jest.useFakeTimers();
    try {
      renderUi(
        <ChromaticTilt>
          <span>carte</span>
        </ChromaticTilt>,
      );
      const tilt = screen.getByTestId('chromatic-tilt');
      tilt.getBoundingClientRect = () => ({ left: 0, top: 0, width: 100, height: 100 }) as DOMRect;
      const centred = 'perspective(800px) rotateX(0.00deg) rotateY(0.00deg)';
      expect(tilt.style.transform).toBe(centred);
      fireEvent.pointerMove(tilt, { clientX: 100, clientY: 0 });
      const tilted = tilt.style.transform;
      expect(tilted).not.toBe(centred);
      fireEvent.pointerLeave(tilt);
      act(() => jest.advanceTimersByTime(999));
      expect(tilt.style.transform).toBe(tilted);
      act(() => jest.advanceTimersByTime(1));
      expect(tilt.style.transform).toBe(centred);
      expect(tilt.style.transition).toContain('ease-out');
    } finally {
      jest.useRealTimers();
    }
  });
});
