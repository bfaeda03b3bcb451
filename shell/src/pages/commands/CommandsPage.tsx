import { Box, Container, Stack } from '@zu/shared-ui';
import { ContentPageHeader } from '../../features/content';
import { CommandGroupNav, commandGroups, CommandGroupSection, CommandSyntaxHelp } from '../../features/commands';

export default function CommandsPage() {
  return (
    <>
      <ContentPageHeader
        title="Commandes"
        eyebrow="Aide-mémoire"
        lead="Toutes les commandes du bot, à taper sur le serveur communautaire. En hardcore, utilise les salons réservés au mode hardcore : tes commandes y agissent sur ton compte hardcore."
      >
        <CommandGroupNav groups={commandGroups} />
      </ContentPageHeader>
      <Container maxW="7xl">
        <Box maxW="5xl">
          <CommandSyntaxHelp />
          <Stack gap={{ base: '10', md: '14' }} mt={{ base: '8', md: '10' }}>
            {commandGroups.map((group) => (
              <CommandGroupSection key={group.id} group={group} />
            ))}
          </Stack>
        </Box>
      </Container>
    </>
  );
}
