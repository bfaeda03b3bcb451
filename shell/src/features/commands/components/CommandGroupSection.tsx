import { Box, Code, Grid } from '@zu/shared-ui';
import { SummarizedSection } from '../../content';
import type { CommandGroup } from '../model/command-groups';

export function CommandGroupSection({ group }: { group: CommandGroup }) {
  return (
    <SummarizedSection id={group.id} title={group.title} summary={group.summary}>
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
    </SummarizedSection>
  );
}
