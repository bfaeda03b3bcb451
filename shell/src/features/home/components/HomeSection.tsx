import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@zu/shared-ui';

export function HomeSection({
  id,
  title,
  intro,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box as="section" aria-labelledby={id} bg={tinted ? 'whiteAlpha.50' : undefined} py="12">
      <Container maxW="7xl">
        <Heading id={id} as="h2" size="2xl" mb={intro ? '2' : '6'}>
          {title}
        </Heading>
        {intro ? (
          <Text color="fg.muted" mb="6" maxW="3xl">
            {intro}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
