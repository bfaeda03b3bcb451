import { Box, HStack, Stack, Text } from '@zu/shared-ui';
import { shownTicketTypes, ticketTypeInfo } from '../../rewards';
import { TicketPicture } from './TicketPicture';

/** The three kinds of tickets: picture, name and what each can win. */
export function TicketTypeList() {
  return (
    <Stack as="ul" gap="4" p="0" listStyleType="none">
      {shownTicketTypes.map((type) => (
        <HStack as="li" key={type} gap="4" align="center">
          <TicketPicture type={type} width="96px" />
          <Box>
            <Text fontWeight="bold">{ticketTypeInfo[type].name}</Text>
            <Text color="fg.muted" fontSize="sm">
              {ticketTypeInfo[type].prizes}
            </Text>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
