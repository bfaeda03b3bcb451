import type { ReactNode } from 'react';
import { Box, Container, Grid } from '@zu/shared-ui';
import { TableOfContents, type TocEntry } from './TableOfContents';

/** A long text page: its table of contents beside the sections on wide screens, above them on small ones. */
export function TocLayout({ entries, children }: { entries: readonly TocEntry[]; children: ReactNode }) {
  return (
    <Container maxW="7xl">
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' }}
        gap={{ base: '8', lg: '14' }}
        alignItems="start"
      >
        <Box as="aside" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <TableOfContents entries={entries} />
        </Box>
        <Box maxW="3xl">{children}</Box>
      </Grid>
    </Container>
  );
}
