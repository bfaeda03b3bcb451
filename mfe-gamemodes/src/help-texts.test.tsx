import { screen } from '@testing-library/react';
import {
  itemFixture,
  guillemetsWithBreakingSpaces,
  numbersNotFromTheGame,
  packFixture,
  renderWithProviders,
  setupApiServer,
} from '@zu/shared-platform/testing';
import { BossRules } from './features/boss/components/BossRules';
import { CorporationsInfo } from './features/corporations/components/CorporationsInfo';
import { ForgeRules } from './features/forge/components/ForgeRules';
import { TicketsForVisitors } from './features/lucky/components/TicketsForVisitors';
import { EventPanel } from './features/events/components/EventPanel';
import { PremiumPerks } from './features/premium/components/PremiumPerks';
import { TowerRules } from './features/tower/components/TowerRules';

// Every game number moved to an odd one of its own: a figure written by hand no longer matches.
jest.mock('@zu/shared-contract/constants');

setupApiServer();

// The ticket named 'Zera 3000' is no rule.
const notRules = ['Zera 3000'];

describe('the help texts of the game modes', () => {
  it('take every number of the corporation rules from the game numbers', () => {
    const { container } = renderWithProviders(<CorporationsInfo />);
    expect(container.textContent).toMatch(/\d/);
    expect(numbersNotFromTheGame(container.textContent ?? '', notRules)).toEqual([]);
  });

  it('keep guillemets with the words they quote in the corporations rules', () => {
    const { container } = renderWithProviders(<CorporationsInfo />);
    expect(container.textContent).toContain('«');
    expect(guillemetsWithBreakingSpaces(container.textContent ?? '')).toEqual([]);
  });

  it('take every number of the forge rules from the game numbers', () => {
    const { container } = renderWithProviders(<ForgeRules />);
    expect(container.textContent).toMatch(/\d/);
    expect(numbersNotFromTheGame(container.textContent ?? '', notRules)).toEqual([]);
  });

  it('state no figure in what the Tickets page tells a visitor', () => {
    const { container } = renderWithProviders(<TicketsForVisitors />);
    expect(container.textContent).toMatch(/Zera 3000/);
    expect(numbersNotFromTheGame(container.textContent ?? '', notRules)).toEqual([]);
  });

  it('take every number of what premium gives and costs from the game numbers', () => {
    const { container } = renderWithProviders(<PremiumPerks />);
    expect(container.textContent).toMatch(/\d/);
    expect(numbersNotFromTheGame(container.textContent ?? '', notRules)).toEqual([]);
  });

  it('take every number of the Vortex rules from the game numbers', () => {
    const { container } = renderWithProviders(<TowerRules />);
    expect(container.textContent).toMatch(/\d/);
    expect(numbersNotFromTheGame(container.textContent ?? '', notRules)).toEqual([]);
  });

  it('take every number of the boss rules from the game numbers', () => {
    const { container } = renderWithProviders(<BossRules />);
    expect(container.textContent).toMatch(/\d/);
    expect(numbersNotFromTheGame(container.textContent ?? '', notRules)).toEqual([]);
  });

  it("take every number of an event's pity rule from the game numbers", () => {
    renderWithProviders(
      <EventPanel
        event={{
          id: '00000000-0000-4000-8000-0000000000e1',
          name: 'Nuit des lanternes',
          imageUrl: 'http://api.test/images/event/lanternes.webp',
          beginDate: '2026-12-08T00:00:00',
          endDate: '2026-12-17T23:59:59',
          balanceCost: 1500,
          loreDustCost: 0,
          invokeCount: 0,
          isActive: true,
          isOneTime: false,
          isPityEnabled: true,
          pack: packFixture,
          items: [itemFixture(1)],
        }}
      />,
    );
    const pity = screen.getByTestId('event-pity').textContent ?? '';
    expect(pity).toMatch(/\d/);
    expect(numbersNotFromTheGame(pity)).toEqual([]);
  });
});
