import { Alert, Button } from '@chakra-ui/react';
import { genericErrorMessage, uiMessages } from '../messages/messages';
import { CodeLabelBadge } from './CodeLabelBadge';

export interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  status?: 'error' | 'warning' | 'success';
  /** What failed in a word (the label of the answer's status or code), shown above the message when given. */
  codeLabel?: string;
}

/** An error in the page's own area; defaults to the spec's generic message. */
export function ErrorState({
  title,
  message = genericErrorMessage,
  onRetry,
  status = 'error',
  codeLabel,
}: ErrorStateProps) {
  return (
    <Alert.Root status={status} borderRadius="lg" alignItems="center" my="4">
      <Alert.Indicator />
      <Alert.Content>
        <CodeLabelBadge label={codeLabel} alignSelf="flex-start" />
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
