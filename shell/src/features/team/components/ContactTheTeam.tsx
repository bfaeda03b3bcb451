import { getRuntimeConfig } from '@zu/shared-platform';
import { Box, Button, Heading, highlightPanelStyle, SimpleGrid, Text } from '@zu/shared-ui';

const ways = [
  {
    title: 'Une question, un bug',
    text: "Écris dans le salon d'aide du serveur communautaire : un Aide Communautaire te répond, en général dans la journée.",
  },
  {
    title: 'Un joueur ou un échange à signaler',
    text: "Envoie un message privé à un Aide Communautaire, avec le pseudo concerné, la date et des captures d'écran.",
  },
  {
    title: 'Une idée pour le jeu',
    text: "Propose-la dans le salon des suggestions : l'équipe les lit toutes, et les meilleures finissent dans les notes de mise à jour.",
  },
] as const;

export function ContactTheTeam() {
  return (
    <Box
      as="section"
      id="contact"
      aria-labelledby="contact-titre"
      scrollMarginTop="24"
      {...highlightPanelStyle}
      p={{ base: '6', md: '10' }}
    >
      <Heading as="h2" id="contact-titre" size={{ base: 'xl', md: '2xl' }} fontFamily="heading">
        Contacter l'équipe
      </Heading>
      <Text color="whiteAlpha.800" mt="2" maxW="3xl">
        Toute l'équipe est joignable sur le serveur communautaire. Personne ne te demandera jamais ton mot de passe ni
        un paiement : une telle demande est une arnaque.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" mt="6">
        {ways.map((way) => (
          <Box key={way.title} borderStartWidth="3px" borderColor="gold.400" ps="4">
            <Text fontWeight="bold" color="white">
              {way.title}
            </Text>
            <Text color="whiteAlpha.800" mt="1" fontSize="sm" lineHeight="1.6">
              {way.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Button asChild colorPalette="gold" mt="8">
        <a href={getRuntimeConfig().communityInviteUrl} target="_blank" rel="noreferrer noopener">
          Rejoindre le serveur communautaire
        </a>
      </Button>
    </Box>
  );
}
