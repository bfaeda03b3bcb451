import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as chakra from '@chakra-ui/react';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { Button, UiProvider } from '../index';
import type * as OnDemandMenuModule from './OnDemandMenu';
import type * as OnDemandPartsModule from './on-demand-parts';

// Each test starts with the menus' code not loaded yet: fresh copies of this folder's modules, with the one React
// and the one Chakra of the provider.
type OnDemand = typeof OnDemandMenuModule & typeof OnDemandPartsModule;
let ui: OnDemand;
beforeEach(() => {
  jest.isolateModules(() => {
    jest.doMock('react', () => react);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('@chakra-ui/react', () => chakra);
    ui = { ...jest.requireActual('./OnDemandMenu'), ...jest.requireActual('./on-demand-parts') };
  });
});

function renderMenu(onSelect = jest.fn()) {
  const { OnDemandMenu } = ui;
  render(
    <UiProvider>
      <OnDemandMenu trigger={<Button>Cartes</Button>}>
        {(Menu) => (
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="catalogue" onSelect={onSelect}>
                Catalogue
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        )}
      </OnDemandMenu>
    </UiProvider>,
  );
  return onSelect;
}
const menuButton = () => screen.getByRole('button', { name: 'Cartes' });
const isMenuTrigger = (element: HTMLElement) => element.getAttribute('data-scope') === 'menu';

describe('a menu whose code comes when it is first wanted', () => {
  it("draws its button at once, as a menu's, and loads nothing before a sign of intent", async () => {
    renderMenu();
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(isMenuTrigger(menuButton())).toBe(false);
  });

  it("becomes the menu's own button once a pointer comes over it, and then opens and picks as usual", async () => {
    const onSelect = renderMenu();
    await userEvent.hover(menuButton());
    await waitFor(() => expect(isMenuTrigger(menuButton())).toBe(true));
    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Catalogue' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('opens as soon as its code arrives when tapped before, and is not replaced between the press and the click', async () => {
    renderMenu();
    const plain = menuButton();
    fireEvent.pointerDown(plain);
    // The code arrives while the button is pressed: the button stays, the click lands on it.
    await act(() => ui.loadOnDemandParts().then(() => undefined));
    expect(menuButton()).toBe(plain);
    fireEvent.click(plain);
    expect(await screen.findByRole('menuitem', { name: 'Catalogue' })).toBeVisible();
    expect(isMenuTrigger(menuButton())).toBe(true);
  });

  it('keeps the focus on the button when the menu takes its place (keyboard)', async () => {
    renderMenu();
    await userEvent.tab();
    expect(menuButton()).toHaveFocus();
    await waitFor(() => expect(isMenuTrigger(menuButton())).toBe(true));
    expect(menuButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Catalogue' })).toBeInTheDocument();
  });
});
