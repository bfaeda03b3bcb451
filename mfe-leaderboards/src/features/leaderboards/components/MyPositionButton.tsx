import { useAuth } from '@zu/shared-auth';
import { Button, HStack, Text } from '@zu/shared-ui';

export interface MyPositionButtonProps {
  onJump: (userName: string) => void;
  isLoading?: boolean;
  /** Shown beside the button once the jump is known: the position, or why there is none. */
  status?: string;
}

/** The signed-in player's one click to their own row; nothing for visitors. */
export function MyPositionButton({ onJump, isLoading = false, status }: MyPositionButtonProps) {
  const { isAuthenticated, userName } = useAuth();
  if (!isAuthenticated || !userName) return null;
  return (
    <HStack gap="3" my="4" wrap="wrap">
      <Button size="sm" colorPalette="brand" loading={isLoading} onClick={() => onJump(userName)}>
        Ma position
      </Button>
      {status ? (
        <Text color="fg.muted" role="status">
          {status}
        </Text>
      ) : null}
    </HStack>
  );
}
