import { useAuth } from '@zu/shared-auth';
import { usePublicUserQuery } from '@zu/shared-platform';

/**
 * The signed-in player as the corporation pages need them: their name, ZUMonnaie, corporation and role, read from
 * their profile (the one the header reads, so both refresh together after a write).
 */
export function useOwnCorporation() {
  const { isAuthenticated, userName, isResuming } = useAuth();
  const player = isAuthenticated ? userName : undefined;
  const profile = usePublicUserQuery(player ?? '', { skip: !player });
  const membership = profile.data?.userCorporation;
  return {
    userName: player,
    /** Known once the session is resumed and the profile read: until then no action is offered. */
    isKnown: !isResuming && (!player || profile.data !== undefined),
    balance: profile.data?.user.balance ?? 0,
    corporationId: membership?.corporation.id,
    isPdg: membership?.role === 'ADMIN',
  };
}

export type OwnCorporation = ReturnType<typeof useOwnCorporation>;
