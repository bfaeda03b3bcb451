import { Box, Container, Stack } from '@zu/shared-ui';
import { ContentPageHeader } from '../../features/content/components/ContentPageHeader';
import { CommandGroupNav } from '../../features/commands/components/CommandGroupNav';
import { CommandGroupSection } from '../../features/commands/components/CommandGroupSection';
import { CommandSyntaxHelp } from '../../features/commands/components/CommandSyntaxHelp';
import { commandGroups } from '../../features/commands/model/command-groups';

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
