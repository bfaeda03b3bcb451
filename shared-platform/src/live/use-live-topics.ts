import type { LiveEvent, LiveTopic } from '@zu/shared-contract';

/**
 * Keeps the site's one live stream subscribed to these topics while the calling component is mounted; `onEvent`
 * sees each event of them. Not written yet: it lands with the live channel.
 */
export function useLiveTopics(_topics: readonly LiveTopic[], _onEvent?: (event: LiveEvent) => void): void {}
