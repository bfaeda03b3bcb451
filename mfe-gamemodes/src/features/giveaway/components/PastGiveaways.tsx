import { useState } from 'react';
import type { Giveaway } from '@zu/shared-contract';
import { Button, Heading, Stack } from '@zu/shared-ui';
import { PastGiveaway } from './PastGiveaway';

/** Past giveaways shown at a time: each asks for the signed-in player's entry, so not all of them at once. */
const pageSize = 5;

/** The giveaways no longer taking entries, latest first, a few at a time. */
export function PastGiveaways({ giveaways }: { giveaways: readonly Giveaway[] }) {
  const [shown, setShown] = useState(pageSize);
  if (giveaways.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="past-giveaways-title" gap="4">
      <Heading as="h2" size="xl" id="past-giveaways-title">
        Giveaways passés
      </Heading>
      <Stack as="ul" gap="4" p="0" aria-label="Giveaways passés">
        {giveaways.slice(0, shown).map((giveaway) => (
          <PastGiveaway key={giveaway.id} giveaway={giveaway} />
        ))}
      </Stack>
      {shown < giveaways.length ? (
        <Button variant="outline" alignSelf="flex-start" onClick={() => setShown(shown + pageSize)}>
          Voir des giveaways plus anciens
        </Button>
      ) : null}
    </Stack>
  );
}
