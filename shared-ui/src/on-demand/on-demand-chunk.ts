// Built into a chunk of its own: the menus' and the tabs' state machines and the menus' positioning.
export { Menu, Tabs } from '@chakra-ui/react';
