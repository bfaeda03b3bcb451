import { useParams } from 'react-router';
import type { ItemDetail } from '@zu/shared-contract';
import {
  AppLink,
  getRuntimeConfig,
  TextLink,
  pathTo,
  usePageTitle,
  QueryErrorState,
  useActiveFeatures,
  useFusionsQuery,
} from '@zu/shared-platform';
import { CardTile } from '@zu/shared-platform/widgets';
import {
  Badge,
  Box,
  CardImage,
  CardName,
  ChromaticTilt,
  Container,
  formatNumber,
  Heading,
  HStack,
  LoadingState,
  PageHeading,
  RarityIcons,
  SimpleGrid,
  Stack,
  Table,
  Text,
  shinyLevelLabels,
  type ShinyLevel,
} from '@zu/shared-ui';
import { cardEffectInfo } from '../../effects';
import { useCatalogueItemQuery } from '../../items';
import { countedInputs } from '../model/fusion-counts';
import { ItemTrades } from './ItemTrades';

const flagLabels = [
  ['isTradable', 'Échangeable'],
  ['isRecyclable', 'Recyclable'],
  ['isCraftable', 'Créable'],
  ['isGoldable', 'Enchantable'],
  ['isInvocable', 'Invocable'],
  ['isUpgradable', 'Améliorable en constellation'],
  ['isCounting', 'Compte au classement'],
] as const;

/** `/carte/:slug`: one card, its versions, values, owners and fusions. */
export default function ItemPage() {
  const { slug = '' } = useParams();
  const detail = useCatalogueItemQuery(slug);
  const notFound = detail.error && 'status' in detail.error && detail.error.status === 404;
  usePageTitle(detail.data?.item.name ?? (notFound ? 'Carte' : undefined));

  return (
    <Container maxW="6xl" py="8">
      {detail.isLoading ? <LoadingState /> : null}
      {notFound ? (
        <PageHeading title="Carte">Cette carte n'existe pas.</PageHeading>
      ) : detail.isError ? (
        <QueryErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}
      {detail.data ? <ItemDetailView detail={detail.data} /> : null}
    </Container>
  );
}

function ItemDetailView({ detail }: { detail: ItemDetail }) {
  const { item } = detail;
  // The versions the card exists in, as the API says (a STAR card has no golden one).
  const levels = ([0, 1, 2] as const).filter((level) => item.shinyLevels[level]);
  const currency = item.pack.name === 'Classique' ? 'poudre créatrice' : "cristaux d'histoire";
  const { features } = useActiveFeatures();

  return (
    <Stack gap="8">
      <Box as="header">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {item.name}
        </Heading>
        <HStack mt="2" gap="3" wrap="wrap">
          <CardName
            identifier={item.identifier}
            name={item.genre}
            hideHardcoreTag={item.hideHardcoreTag}
            ruleSet={getRuntimeConfig().ruleSet}
          />
          <RarityIcons rarity={item.rarity} />
          <AppLink to={pathTo('ItemsGrid', { pack: item.pack.slug }, { year: item.pack.year ?? undefined })}>
            {item.pack.name}
            {item.pack.year ? ` ${item.pack.year}` : ''}
          </AppLink>
          {item.isFusion ? <Badge colorPalette="purple">Fusion</Badge> : null}
        </HStack>
        {item.description ? <Text mt="3">{item.description}</Text> : null}
        {item.reference ? (
          <Text mt="1" color="fg.muted" fontSize="sm">
            Référence : {item.reference}
          </Text>
        ) : null}
      </Box>

      <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="4" p="0" aria-label="Versions de la carte">
        {levels.map((level) => (
          <Box as="li" key={level} listStyleType="none">
            {level === 2 ? (
              <ChromaticTilt>
                <CardImage src={item.urls[level]!} alt={`${item.name} (${shinyLevelLabels[level]})`} />
              </ChromaticTilt>
            ) : (
              <CardImage src={item.urls[level]!} alt={`${item.name} (${shinyLevelLabels[level]})`} />
            )}
            <Text textAlign="center" fontSize="sm" mt="1">
              {shinyLevelLabels[level]} · {item.scores[level]} points
            </Text>
          </Box>
        ))}
        {detail.backUrls[0] ? (
          <Box as="li" listStyleType="none">
            <CardImage src={detail.backUrls[0]} alt="Dos de la carte" />
            <Text textAlign="center" fontSize="sm" mt="1">
              Dos
            </Text>
          </Box>
        ) : null}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Box>
          <Heading as="h2" size="lg" mb="2">
            Valeurs
          </Heading>
          <Text data-testid="owned-percent">Possédée par {formatNumber(detail.ownedPercent)} % des joueurs</Text>
          <ValuesTable detail={detail} currency={currency} />
          {item.effect ? (
            <Text mt="3" data-testid="card-effect">
              {cardEffectInfo[item.effect].kind} — {cardEffectInfo[item.effect].title} :{' '}
              {cardEffectInfo[item.effect].description}
            </Text>
          ) : null}
        </Box>
        <Box>
          <Heading as="h2" size="lg" mb="2">
            Caractéristiques
          </Heading>
          <Stack as="ul" gap="1" p="0" aria-label="Caractéristiques">
            {flagLabels.map(([flag, label]) => (
              <Text as="li" key={flag} listStyleType="none">
                {label} : {item[flag] ? 'oui' : 'non'}
              </Text>
            ))}
          </Stack>
        </Box>
      </SimpleGrid>

      {item.isTradable && features.includes('TRADE') ? <ItemTrades slug={item.slug} itemId={item.id} /> : null}
      {item.isFusion ? <FusionComponents itemId={item.id} slug={item.slug} /> : null}
      {detail.fusionItems?.length ? (
        <Box as="section" aria-labelledby="used-in">
          <Heading as="h2" id="used-in" size="lg" mb="3">
            Utilisée dans les fusions
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 2, sm: 3, md: 6 }} gap="4" p="0">
            {detail.fusionItems.map((result) => (
              <CardTile key={result.id} item={result} />
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
    </Stack>
  );
}

function ValuesTable({ detail, currency }: { detail: ItemDetail; currency: string }) {
  const rows = [
    [0, detail.normalRecycleMetadata],
    [1, detail.goldenRecycleMetadata],
  ] as const;
  if (!rows.some(([, values]) => values)) return null;
  return (
    <Table.Root size="sm" mt="3" aria-label={`Valeurs en ${currency}`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Version</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Recyclage</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Création</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(([level, values]) =>
          values ? (
            <Table.Row key={level}>
              <Table.Cell>{shinyLevelLabels[level as ShinyLevel]}</Table.Cell>
              <Table.Cell textAlign="end">{values.recycleValue}</Table.Cell>
              <Table.Cell textAlign="end">{values.craftValue}</Table.Cell>
            </Table.Row>
          ) : null,
        )}
      </Table.Body>
    </Table.Root>
  );
}

/** The cards the fusion giving this one consumes, counted (the fusion list has the quantities). */
function FusionComponents({ itemId, slug }: { itemId: string; slug: string }) {
  const fusions = useFusionsQuery();
  const fusion = fusions.data?.find((f) => f.item.id === itemId);
  return (
    <Box as="section" aria-labelledby="components">
      <Heading as="h2" id="components" size="lg" mb="3">
        Composants de la fusion
      </Heading>
      {fusions.isLoading ? <LoadingState /> : null}
      {fusions.isError ? <QueryErrorState error={fusions.error} onRetry={() => void fusions.refetch()} /> : null}
      {fusion ? (
        <>
          <SimpleGrid as="ul" columns={{ base: 2, sm: 3, md: 6 }} gap="4" p="0">
            {countedInputs(fusion).map(({ item, quantity }) => (
              <CardTile key={item.id} item={item} quantity={quantity} />
            ))}
          </SimpleGrid>
          <TextLink mt="3" display="inline-block" to={pathTo('Fusions', { slug })}>
            Voir la fusion
          </TextLink>
        </>
      ) : null}
    </Box>
  );
}
