import type { GameFeature } from '@zu/shared-contract';
import { useAppSettingsQuery } from './app-settings-api';

const none: readonly GameFeature[] = [];

/** The active game features from /app/settings (cached by RTK Query for the whole session). */
export function useActiveFeatures() {
  const { data, isLoading, isError, error, refetch } = useAppSettingsQuery();
  return { features: data?.gameFeatures ?? none, isLoading, isError, error, isReady: data !== undefined, refetch };
}
