import { useState } from 'react';
import type { GameEvent } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import { pityRarityWords } from '@zu/shared-platform';
import { CardGrid } from '@zu/shared-platform/widgets';
import {
  Box,
  Button,
  Code,
  formatApiDate,
  formatNumber,
  Heading,
  highlightPanelStyle,
  Image,
  plural,
  Stack,
  Text,
} from '@zu/shared-ui';

/** 'X ZUMonnaie et Y poudres créatrices': what one invocation of the event costs. */
function costText(event: Pick<GameEvent, 'balanceCost' | 'loreDustCost'>): string {
  const parts = [
    ...(event.balanceCost > 0 ? [`${formatNumber(event.balanceCost)} ZUMonnaie`] : []),
    ...(event.loreDustCost > 0
      ? [plural(event.loreDustCost, { one: 'poudre créatrice', other: 'poudres créatrices' })]
      : []),
  ];
  return parts.length > 0 ? parts.join(' et ') : 'gratuit';
}

/** One running invocation event: its picture, dates and terms, how to invoke it, and its cards. */
export function EventPanel({ event }: { event: GameEvent }) {
  const headingId = `event-${event.id}`;
  const cardsId = `event-cards-${event.id}`;
  const [cardsShown, setCardsShown] = useState(false);
  return (
    <Box as="article" aria-labelledby={headingId} {...highlightPanelStyle} overflow="hidden" data-testid="event-panel">
      <Image src={event.imageUrl} alt="" w="full" maxH="64" objectFit="cover" />
      <Stack gap="3" p={{ base: '4', md: '6' }}>
        <Heading as="h3" size="xl" id={headingId}>
          {event.name}
        </Heading>
        <Text color="fg.muted" data-testid="event-dates">
          Du {formatApiDate(event.beginDate)} au {formatApiDate(event.endDate)} · pack {event.pack.name}
        </Text>
        <Text data-testid="event-cost">Coût d'une invocation : {costText(event)}.</Text>
        <Text>
          Pour invoquer, tape <Code>/im {event.name}</Code> dans le salon du jeu.
          {event.isOneTime ? ' Une seule invocation par joueur pour cet événement.' : ''}
        </Text>
        <Text data-testid="event-pity">
          {event.isPityEnabled
            ? `Compteur de pitié actif : si tu enchaînes les invocations sans carte de ${pityRarityWords}, la ${gameNumbers.pity.invocations}e d'affilée t'en donne une, garantie.`
            : 'Les invocations de cet événement ne comptent pas pour le compteur de pitié.'}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {plural(event.invokeCount, { one: 'invocation', other: 'invocations' })} jusqu'ici.
        </Text>
      </Stack>
      <Box px={{ base: '2', md: '6' }} pb="6">
        {/* Folded until asked for: a few hundred cards are a long scroll on a phone. */}
        <Button
          variant="outline"
          size="sm"
          mx={{ base: '2', md: '0' }}
          mb="4"
          aria-expanded={cardsShown}
          aria-controls={cardsId}
          onClick={() => setCardsShown((shown) => !shown)}
        >
          {cardsShown
            ? 'Masquer les cartes'
            : `Voir les ${plural(event.items.length, { one: 'carte', other: 'cartes' })}`}
        </Button>
        <Box id={cardsId} hidden={!cardsShown}>
          {cardsShown ? (
            <CardGrid
              cards={event.items.map((item) => ({ key: item.id, item }))}
              label={`Les cartes de l'événement ${event.name}`}
              data-testid="event-cards"
            />
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
