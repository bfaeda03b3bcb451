import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@zu/shared-ui';

export interface SummarizedSectionProps {
  /** The section's anchor (`#id`). */
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}

/** A titled section of a text page with a one-line summary under its heading (commands, team roles). */
export function SummarizedSection({ id, title, summary, children }: SummarizedSectionProps) {
  const titleId = `${id}-titre`;
  return (
    // The navigation bar is sticky: leave it room when the router scrolls to the anchor.
    <Box as="section" id={id} aria-labelledby={titleId} scrollMarginTop="24">
      <Heading as="h2" id={titleId} size={{ base: 'xl', md: '2xl' }} fontFamily="heading">
        {title}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {summary}
      </Text>
      {children}
    </Box>
  );
}
