import { Center, HStack, Spinner, Text, VStack } from '@chakra-ui/react';
import { uiMessages } from '../messages/messages';

/**
 * A spinner and its label. `inline`: a line's height, beside what is already shown (a list being reloaded), so
 * nothing around it moves when it comes and goes.
 */
export function LoadingState({ label = uiMessages.loading, inline = false }: { label?: string; inline?: boolean }) {
  if (inline) {
    return (
      <HStack gap="2" role="status" aria-live="polite">
        <Spinner size="xs" color="brand.fg" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </HStack>
    );
  }
  return (
    <Center py="12" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.fg" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
