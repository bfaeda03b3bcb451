// The only door to Chakra UI: apps import components and the system from here, never from @chakra-ui/react.
export { UiProvider } from './theme/UiProvider';
export { system } from './theme/system';
export {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Container,
  Drawer,
  CloseButton,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Image,
  Input,
  Link,
  Menu,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spacer,
  Spinner,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  chakra,
  useBreakpointValue,
} from '@chakra-ui/react';
export type { BoxProps, LinkProps, SystemStyleObject } from '@chakra-ui/react';
export { heroBandStyle, highlightPanelStyle, pillLinkStyle, tabLinkStyle } from './theme/style-presets';
export { LoadingState } from './components/LoadingState';
export { ErrorState } from './components/ErrorState';

export { PageHeading } from './components/PageHeading';
export { uiMessages, tooManyRequestsMessage } from './messages/messages';
export { formatApiDate } from './format/dates';
