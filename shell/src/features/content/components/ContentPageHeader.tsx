import type { ReactNode } from 'react';
import { Box, Container, Heading, heroBandStyle, Stack, Text } from '@zu/shared-ui';

export interface ContentPageHeaderProps {
  /** The French page name: the page's one h1. */
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The banner at the top of the site's own text pages (news, guide, commands...). */
export function ContentPageHeader({ title, eyebrow, lead, children }: ContentPageHeaderProps) {
  return (
    <Box
      as="header"
      {...heroBandStyle}
      borderBottomWidth="1px"
      borderColor="whiteAlpha.100"
      py={{ base: '10', md: '14' }}
      mb={{ base: '8', md: '12' }}
    >
      <Container maxW="7xl">
        <Stack gap="4" maxW="3xl">
          {eyebrow ? (
            <Text color="gold.fg" fontWeight="bold" textTransform="uppercase" letterSpacing="widest" fontSize="sm">
              {eyebrow}
            </Text>
          ) : null}
          <Heading
            as="h1"
            size={{ base: '3xl', md: '4xl' }}
            fontFamily="heading"
            lineHeight="1.15"
            letterSpacing="tight"
          >
            {title}
          </Heading>
          {lead ? (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.800">
              {lead}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
