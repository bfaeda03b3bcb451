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
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  SkipNavLink,
  Spacer,
  Spinner,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  chakra,
  useBreakpointValue,
} from '@chakra-ui/react';
export type { BoxProps, LinkProps, StackProps, SystemStyleObject } from '@chakra-ui/react';
export { heroBandStyle, highlightPanelStyle, inlineLinkStyle, tabLinkStyle } from './theme/style-presets';
export { LoadingState } from './components/LoadingState';
export { ErrorState } from './components/ErrorState';
export { CodeLabelBadge } from './components/CodeLabelBadge';

export { PageHeading } from './components/PageHeading';
export { FigureTiles } from './components/FigureTiles';
export type { Figure, FigureTilesProps } from './components/FigureTiles';
export { ProgressBar } from './components/ProgressBar';
export type { ProgressBarProps } from './components/ProgressBar';
export { TableFrame } from './components/scrolling/TableFrame';
export { SidewaysScroller } from './components/scrolling/SidewaysScroller';
export type { TableFrameProps } from './components/scrolling/TableFrame';
export { uiMessages, serviceUnavailableMessage, tooManyRequestsMessage } from './messages/messages';
export {
  formatApiDate,
  formatApiDateAndTime,
  formatApiDayAndMonth,
  formatApiMonthAndYear,
  formatApiNumericDate,
  formatApiTime,
} from './format/dates';
export { formatNumber, formatNumberList, formatRateAsPercent } from './format/numbers';
export { parisInstant } from './format/paris-instant';
export { plural, pluralForm } from './format/plural';
export type { PluralForms } from './format/plural';
export { RarityIcons } from './components/cards/RarityIcons';
export type { RarityIconsProps } from './components/cards/RarityIcons';
export { ShinyLevelBadge } from './components/cards/ShinyLevelBadge';
export { CardName } from './components/cards/CardName';
export { CardImage } from './components/cards/CardImage';
export { cardClassNames } from './components/cards/card-styles';
export { controlClassNames } from './components/controls/control-styles';
export { ChromaticTilt, tiltReturnDelayMs } from './components/cards/ChromaticTilt';
export {
  hardcoreTag,
  hardcoreTagText,
  rarityDisplay,
  shinyLevelLabels,
  shownShinyLevel,
} from './components/cards/card-display-rules';
export type { RarityDisplay, ShinyLevel } from './components/cards/card-display-rules';
export { Dialog } from '@chakra-ui/react';
export { loadOnDemandParts, useOnDemandParts } from './on-demand/on-demand-parts';
export type { OnDemandParts } from './on-demand/on-demand-parts';
export { OnDemandMenu } from './on-demand/OnDemandMenu';
export type { OnDemandMenuProps } from './on-demand/OnDemandMenu';
export {
  actionErrorMessages,
  codeLabel,
  genericErrorMessage,
  luckyRefusalMessages,
  type ActionErrorCode,
  type LuckyRefusalCode,
} from './messages/messages';
