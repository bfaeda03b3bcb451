import type { ReactNode } from 'react';
import { Box, Heading } from '@zu/shared-ui';
import { Prose } from './Prose';

export interface ContentSectionProps {
  /** The anchor of the section (`#id`), set on its heading. */
  id: string;
  title: string;
  /** Shown before the title, e.g. a step number. */
  marker?: string;
  children: ReactNode;
}

export function ContentSection({ id, title, marker, children }: ContentSectionProps) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      pb={{ base: '8', md: '10' }}
      mb={{ base: '8', md: '10' }}
      borderBottomWidth="1px"
      borderColor="whiteAlpha.100"
      _last={{ borderBottomWidth: '0', mb: '0' }}
    >
      {/* The navigation bar is sticky: leave it room when the router scrolls to the anchor. */}
      <Heading
        as="h2"
        id={id}
        size={{ base: 'xl', md: '2xl' }}
        fontFamily="heading"
        scrollMarginTop="24"
        mb="4"
        display="flex"
        gap="3"
        alignItems="baseline"
      >
        {marker ? (
          <Box as="span" color="gold.fg" fontVariantNumeric="tabular-nums" aria-hidden="true">
            {marker}
          </Box>
        ) : null}
        <span>{title}</span>
      </Heading>
      <Prose>{children}</Prose>
    </Box>
  );
}
