import { Box, VisuallyHidden } from '@zu/shared-ui';

export function UnreadDot() {
  return (
    <Box
      as="span"
      display="inline-block"
      w="2"
      h="2"
      ml="1.5"
      borderRadius="full"
      bg="red.400"
      verticalAlign="middle"
      data-testid="unread-dot"
    >
      <VisuallyHidden>(non lu)</VisuallyHidden>
    </Box>
  );
}
