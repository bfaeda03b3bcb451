import type { ReactNode } from 'react';
import { Box, Text } from '@zu/shared-ui';

const tones = {
  warning: { border: 'red.400', bg: 'rgba(248, 113, 113, 0.08)', title: 'red.300' },
  tip: { border: 'gold.400', bg: 'rgba(255, 189, 28, 0.07)', title: 'gold.fg' },
  info: { border: 'brand.400', bg: 'rgba(112, 64, 236, 0.1)', title: 'brand.200' },
} as const;

export interface CalloutProps {
  title: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}

/** A highlighted note inside a text page (a rule not to miss, a tip). */
export function Callout({ title, tone = 'info', children }: CalloutProps) {
  const colors = tones[tone];
  return (
    <Box
      as="aside"
      borderStartWidth="4px"
      borderColor={colors.border}
      bg={colors.bg}
      borderEndRadius="md"
      px="5"
      py="4"
      my="5"
    >
      <Text fontWeight="bold" color={colors.title} mb="1">
        {title}
      </Text>
      <Box color="whiteAlpha.900" css={{ '& > p': { my: '0' }, '& > p + p': { mt: '2' } }}>
        {children}
      </Box>
    </Box>
  );
}
