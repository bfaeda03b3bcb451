import { Box, Code, Grid, Heading, Text } from '@zu/shared-ui';
import type { CommandGroup } from '../model/command-groups';

export function CommandGroupSection({ group }: { group: CommandGroup }) {
  const titleId = `${group.id}-titre`;
  return (
    <Box as="section" id={group.id} aria-labelledby={titleId} scrollMarginTop="24">
      <Heading as="h2" id={titleId} size={{ base: 'xl', md: '2xl' }} fontFamily="heading">
        {group.title}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {group.summary}
      </Text>
      <Box
        as="dl"
        bg="whiteAlpha.50"
        borderWidth="1px"
        borderColor="whiteAlpha.200"
        borderRadius="xl"
        overflow="hidden"
      >
        {group.commands.map((command) => (
          <Grid
            key={command.usage}
            templateColumns={{ base: '1fr', md: '260px minmax(0, 1fr)' }}
            gap={{ base: '2', md: '6' }}
            px={{ base: '4', md: '5' }}
            py="4"
            borderTopWidth="1px"
            borderColor="whiteAlpha.100"
            _first={{ borderTopWidth: '0' }}
            _hover={{ bg: 'whiteAlpha.50' }}
          >
            <Box as="dt">
              <Code
                size="md"
                variant="surface"
                colorPalette="gold"
                fontWeight="semibold"
                whiteSpace="normal"
                wordBreak="break-word"
              >
                {command.usage}
              </Code>
            </Box>
            <Box as="dd" color="whiteAlpha.900" lineHeight="1.6">
              {command.description}
            </Box>
          </Grid>
        ))}
      </Box>
    </Box>
  );
}
