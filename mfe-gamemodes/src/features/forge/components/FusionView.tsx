import type { ForgeFusionLine, ForgePlan } from '@zu/shared-contract';
import { AppLink, TextLink, pathTo } from '@zu/shared-platform';
import { CardTile } from '@zu/shared-platform/widgets';
import { Box, formatNumber, Heading, plural, SimpleGrid, Stack, Text } from '@zu/shared-ui';
import { missingInputs } from '../model/forge-plan';

const copies = (n: number) => plural(n, { one: 'exemplaire', other: 'exemplaires' });

/** The fusions the player can make now, and those short of one input card: which one and how many copies. */
export function FusionView({ fusions }: { fusions: ForgePlan['fusions'] }) {
  return (
    <Stack gap="8">
      <Box as="section" aria-labelledby="fusions-ready">
        <Heading as="h3" size="md" id="fusions-ready" mb="3">
          Prêtes maintenant
        </Heading>
        {fusions.ready.length === 0 ? (
          <Text color="fg.muted">Aucune fusion possible avec tes cartes pour l'instant.</Text>
        ) : (
          <FusionGrid lines={fusions.ready} label="Fusions prêtes" testId="fusion-ready" />
        )}
      </Box>
      <Box as="section" aria-labelledby="fusions-missing-one">
        <Heading as="h3" size="md" id="fusions-missing-one" mb="3">
          À une carte près
        </Heading>
        {fusions.missingOne.length === 0 ? (
          <Text color="fg.muted">Aucune fusion ne t'attend à une carte près.</Text>
        ) : (
          <FusionGrid lines={fusions.missingOne} label="Fusions à une carte près" testId="fusion-missing-one" />
        )}
      </Box>
      <AppLink to={pathTo('Fusions')}>Toutes les recettes de fusion</AppLink>
    </Stack>
  );
}

function FusionGrid({ lines, label, testId }: { lines: ForgeFusionLine[]; label: string; testId: string }) {
  return (
    <SimpleGrid as="ul" aria-label={label} columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {lines.map((line) => {
        const missing = missingInputs(line);
        return (
          <Stack
            as="li"
            key={`${line.item.id}/${line.shinyLevel}`}
            listStyleType="none"
            gap="2"
            p="3"
            borderWidth="1px"
            borderColor="whiteAlpha.200"
            borderRadius="lg"
            data-testid={testId}
          >
            <CardTile as="div" layout="list" item={line.item} shinyLevel={line.shinyLevel} />
            {line.shinyLevel === 1 ? (
              <Text fontSize="sm" color="gold.fg">
                Fusion dorée
              </Text>
            ) : null}
            <Stack as="ul" gap="1" fontSize="sm" aria-label={`Recette de ${line.item.name}`}>
              {line.inputs.map((input) => (
                <Text as="li" key={input.item.id} listStyleType="none">
                  {formatNumber(input.needed)} ×{' '}
                  <TextLink to={pathTo('Item', { slug: input.item.slug })}>{input.item.name}</TextLink> (tu en as{' '}
                  {formatNumber(input.held)})
                </Text>
              ))}
            </Stack>
            {missing.map((input) => (
              <Text key={input.item.id} fontSize="sm" color="orange.300" data-testid="fusion-shortfall">
                Il te manque {copies(input.missing)} de {input.item.name}.
              </Text>
            ))}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
