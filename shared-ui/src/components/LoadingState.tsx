import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { uiMessages } from '../messages/messages';

export function LoadingState({ label = uiMessages.loading }: { label?: string }) {
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
