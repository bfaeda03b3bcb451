import { Link as RouterLink } from 'react-router';
import type { GameFeature } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import { pathTo } from '@zu/shared-platform';
import { Button, Card, formatNumber, SimpleGrid, Text } from '@zu/shared-ui';
import { HomeSection } from './HomeSection';

interface Block {
  title: string;
  text: string;
  to: string;
  action: string;
}

const { challenges, subscription, tower } = gameNumbers;

const modes: [GameFeature, Block][] = [
  [
    'TOWER',
    {
      title: 'Le Vortex',
      text: `${tower.floors} étages à gravir, ${tower.attemptsPerDay} tentatives par jour, une saison pour atteindre le sommet.`,
      to: pathTo('Tower'),
      action: 'Grimper',
    },
  ],
  [
    'CHALLENGE',
    {
      title: 'Les défis',
      text: `${challenges.active} défis à la fois : relève-les pour gagner de la poudre créatrice et grimper au classement.`,
      to: pathTo('Events'),
      action: 'Voir les défis',
    },
  ],
  [
    'SUBSCRIPTION',
    {
      title: "L'abonnement",
      text: `${subscription.days} jours de bonus, le premier mois offert, puis ${formatNumber(subscription.loreDustCost)} poudre créatrice.`,
      to: pathTo('Premium'),
      action: "S'abonner",
    },
  ],
];

function BlockCard({ block }: { block: Block }) {
  return (
    <Card.Root variant="subtle" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.200">
      <Card.Body gap="3">
        <Card.Title as="h3">{block.title}</Card.Title>
        <Card.Description>{block.text}</Card.Description>
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" colorPalette="gold">
          <RouterLink to={block.to}>{block.action}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The play modes (any of SUBSCRIPTION, CHALLENGE, TOWER), STAR and Lucky blocks, each while its feature is on. */
export function FeatureBlocks({ features }: { features: readonly GameFeature[] }) {
  const activeModes = modes.filter(([feature]) => features.includes(feature)).map(([, block]) => block);
  return (
    <>
      {activeModes.length ? (
        <HomeSection id="modes-title" title="Les modes de jeu">
          <SimpleGrid columns={{ base: 1, md: activeModes.length }} gap="4" data-testid="play-modes">
            {activeModes.map((block) => (
              <BlockCard key={block.title} block={block} />
            ))}
          </SimpleGrid>
        </HomeSection>
      ) : null}
      {features.includes('STAR') || features.includes('LUCKY') ? (
        <HomeSection tinted id="extras-title" title="Encore plus de chance">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {features.includes('STAR') ? (
              <BlockCard
                block={{
                  title: 'Les cartes STAR',
                  text: 'Au-dessus de toutes les raretés : les cartes STAR ne se trouvent que par chance.',
                  to: pathTo('Stars'),
                  action: 'Voir les STAR',
                }}
              />
            ) : null}
            {features.includes('LUCKY') ? (
              <BlockCard
                block={{
                  title: 'Les tickets Lucky',
                  text: 'Gratte tes tickets Lucky Rayou, Rayou Official et Zera 3000 : ZUMonnaie, poudre, cartes… ou un ticket de plus.',
                  to: pathTo('Tickets'),
                  action: 'Voir les tickets',
                }}
              />
            ) : null}
          </SimpleGrid>
        </HomeSection>
      ) : null}
      <HomeSection id="commands-title" title="Prêt à jouer ?">
        <Text mb="4" color="fg.muted">
          Tout se joue sur le serveur de la communauté, avec les commandes du bot.
        </Text>
        <Button asChild colorPalette="gold" size="lg">
          <RouterLink to={pathTo('Commands')}>Découvrir les commandes</RouterLink>
        </Button>
      </HomeSection>
    </>
  );
}
