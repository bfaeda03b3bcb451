import { Alert, Button } from '@chakra-ui/react';
import { genericErrorMessage, uiMessages } from '../messages/messages';

export interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  status?: 'error' | 'warning' | 'success';
}

/** An error in the page's own area; defaults to the spec's generic message. */
export function ErrorState({ title, message = genericErrorMessage, onRetry, status = 'error' }: ErrorStateProps) {
  return (
    <Alert.Root status={status} borderRadius="lg" alignItems="center" my="4">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {uiMessages.retry}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
