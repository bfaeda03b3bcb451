import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { Portal, type MenuRootProps } from '@chakra-ui/react';
import { useOnDemandParts, type OnDemandParts } from './on-demand-parts';

export interface OnDemandMenuProps {
  /** The menu's button, drawn at once (the same element once the menu's code is there). */
  trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  /** The menu's own props (not its opening, which follows the button). */
  rootProps?: Omit<MenuRootProps, 'children' | 'defaultOpen' | 'open'>;
  /** What the menu shows (its positioner and content), given the loaded `Menu`. */
  children: (menu: OnDemandParts['Menu']) => ReactNode;
}

/**
 * A menu whose code comes when it is first wanted: its button is drawn at once; a pointer on it or its focus starts
 * loading the menu's code, and a tap before it is there opens the menu as soon as it arrives. The button keeps its
 * focus when the menu's own takes its place, so a keyboard user is not thrown out of the header.
 */
export function OnDemandMenu({ trigger, rootProps, children }: OnDemandMenuProps) {
  const { parts, load } = useOnDemandParts();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  // The code may arrive between the press and the click of a tap: the button is not replaced meanwhile, or the click
  // would land on neither of them.
  const [pressing, setPressing] = useState(false);
  const [focused, setFocused] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const drawn = parts !== undefined && !pressing;
  useEffect(() => {
    if (drawn && focused) triggerRef.current?.focus();
  }, [drawn, focused]);
  if (!drawn) {
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: load,
      onPointerDown: () => setPressing(true),
      onPointerCancel: () => setPressing(false),
      onPointerLeave: () => setPressing(false),
      onFocus: () => {
        setFocused(true);
        load();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        setOpenOnArrival(true);
        setPressing(false);
        load();
      },
    } as object);
  }
  const { Menu } = parts;
  return (
    <Menu.Root {...rootProps} defaultOpen={openOnArrival}>
      <Menu.Trigger asChild>{cloneElement(trigger, { ref: triggerRef })}</Menu.Trigger>
      <Portal>{children(Menu)}</Portal>
    </Menu.Root>
  );
}
