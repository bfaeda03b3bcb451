import { Container, Stack } from '@zu/shared-ui';
import { ContentPageHeader } from '../../features/content/components/ContentPageHeader';
import { ArtCredits } from '../../features/team/components/ArtCredits';
import { ContactTheTeam } from '../../features/team/components/ContactTheTeam';
import { TeamRoleSection } from '../../features/team/components/TeamRoleSection';
import { teamRoles } from '../../features/team/model/team-roles';

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
