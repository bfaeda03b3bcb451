// The only door to Chakra UI: apps import components and the system from here, never from @chakra-ui/react.
export { UiProvider } from './theme/UiProvider';
export { system, breakpoints } from './theme/system';
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Code,
  Container,
  Drawer,
  CloseButton,
  Flex,
  Grid,
  GridItem,
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
  VStack,
  VisuallyHidden,
  chakra,
  useBreakpointValue,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, LinkProps, StackProps, SystemStyleObject, TextProps } from '@chakra-ui/react';
export { LoadingState } from './components/LoadingState';
export { ErrorState } from './components/ErrorState';
export type { ErrorStateProps } from './components/ErrorState';
export { PageHeading } from './components/PageHeading';
export { codeLabel, codeLabels, genericErrorMessage, uiMessages } from './messages/messages';
export { formatApiDate } from './format/dates';
