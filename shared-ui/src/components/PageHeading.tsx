import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box as="header" mb="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontFamily="heading" letterSpacing="tight">
        {title}
      </Heading>
      {children ? (
        <Text mt="2" color="fg.muted" fontSize="lg" maxW="3xl">
          {children}
        </Text>
      ) : null}
    </Box>
  );
}
