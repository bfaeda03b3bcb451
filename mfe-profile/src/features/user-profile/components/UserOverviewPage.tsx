import { useParams } from 'react-router';
import { TextLink, pathTo, usePageTitle, usePublicUserQuery } from '@zu/shared-platform';
import { Container, formatNumber, Heading, SimpleGrid, Text } from '@zu/shared-ui';
import { OverviewCards } from './OverviewCards';
import { Figure, ProfileFigures } from './ProfileFigures';

const currencies = [
  ['balance', 'ZUMonnaie'],
  ['loreDust', 'Poudre créatrice'],
  ['loreFragment', "Cristal d'histoire"],
  ['upgradeDust', "Éclat d'étoile"],
] as const;

/** `/joueur/:discordUserName?`: with no name, a prompt to search; otherwise the player's figures. */
export default function UserOverviewPage() {
  const { discordUserName } = useParams();
  const { data: profile } = usePublicUserQuery(discordUserName ?? '', { skip: !discordUserName });
  usePageTitle(profile ? (profile.user.discordGlobalName ?? profile.user.discordUserName) : undefined);

  if (!discordUserName) {
    return (
      <Container maxW="7xl" py="10">
        <Heading as="h1" size="2xl" mb="2">
          Joueur
        </Heading>
        <Text color="fg.muted">Cherche un joueur avec la recherche en haut de la page pour voir son profil.</Text>
      </Container>
    );
  }
  if (!profile) return null; // the User layout shows the loading state, the error, or the not-found display
  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        Profil de {profile.user.discordGlobalName ?? profile.user.discordUserName}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mb="6">
        {currencies.map(([field, label]) => (
          <Figure key={field} label={label} value={formatNumber(profile.user[field])} />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="6">
        {/* Every distinct card held, counted for the leaderboards or not: 'différentes', not 'comptabilisées'. */}
        <Figure
          label="Cartes différentes"
          value={`${formatNumber(profile.inventoryUniqueCount)} / ${formatNumber(profile.itemCount)}`}
        />
        <Figure label="Cartes dorées différentes" value={formatNumber(profile.inventoryUniqueGoldenCount)} />
        <Figure label="Cartes en tout" value={formatNumber(profile.inventoryCount)} />
      </SimpleGrid>
      <ProfileFigures profile={profile} />
      {profile.userCorporation ? (
        <Text>
          {profile.userCorporation.role === 'ADMIN' ? 'PDG' : 'Membre'} de la corporation{' '}
          <TextLink to={pathTo('CorpoDetail', { corpo: profile.userCorporation.corporation.id })}>
            {profile.userCorporation.corporation.name}
          </TextLink>
        </Text>
      ) : (
        <Text color="fg.muted">Ne fait partie d'aucune corporation.</Text>
      )}
      <Heading as="h2" size="lg" mt="8" mb="3">
        Invocations
      </Heading>
      <OverviewCards userName={discordUserName} />
    </Container>
  );
}
