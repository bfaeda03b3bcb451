import { Container, Stack } from '@zu/shared-ui';
import { ContentPageHeader } from '../../features/content';
import { ArtCredits, ContactTheTeam, teamRoles, TeamRoleSection } from '../../features/team';

export default function TeamPage() {
  return (
    <>
      <ContentPageHeader
        title="L'équipe"
        eyebrow="À propos"
        lead="Le jeu est conçu, développé et animé par une petite équipe de bénévoles passionnés, avec l'aide précieuse des Aides Communautaires qui accueillent les joueurs chaque jour."
      />
      <Container maxW="7xl">
        <Stack gap={{ base: '12', md: '16' }}>
          {teamRoles.map((role) => (
            <TeamRoleSection key={role.id} role={role} />
          ))}
          <ContactTheTeam />
          <ArtCredits />
        </Stack>
      </Container>
    </>
  );
}
