import { AppLink } from '@zu/shared-platform';
import { Box, Text } from '@zu/shared-ui';

export interface TocEntry {
  id: string;
  title: string;
}

/** The page's sections as in-page links; the router scrolls to the anchor. */
export function TableOfContents({ entries, label = 'Sommaire' }: { entries: readonly TocEntry[]; label?: string }) {
  return (
    <Box
      as="nav"
      aria-label={label}
      bg="whiteAlpha.50"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      borderRadius="lg"
      p="5"
    >
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="3">
        {label}
      </Text>
      <Box as="ol" css={{ counterReset: 'toc', '& > li': { counterIncrement: 'toc' } }}>
        {entries.map((entry) => (
          <Box
            as="li"
            key={entry.id}
            display="flex"
            gap="2"
            py="1.5"
            css={{
              '&::before': {
                content: 'counter(toc) "."',
                color: 'gold.fg',
                fontVariantNumeric: 'tabular-nums',
                minW: '5',
              },
            }}
          >
            <AppLink to={`#${entry.id}`} color="whiteAlpha.800" _hover={{ color: 'white' }}>
              {entry.title}
            </AppLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
