import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { pathTo } from '@zu/shared-platform';
import { Button, Container, ErrorState, HStack, LoadingState, PageHeading, SimpleGrid, Text } from '@zu/shared-ui';
import { useCatalogueItemsQuery, useCataloguePacksQuery } from '../api/catalogue-api';
import { countLine, groupPacks, selectPack } from '../model/pack-groups';
import { CardTile } from './CardTile';
import { PackPicker } from './PackPicker';

const pageSize = 60;

/** `/catalogue/:pack?`: every card, or one pack's (its newest year unless `?year=` says otherwise). */
export default function ItemsGridPage() {
  const { pack: packSlug } = useParams();
  const [searchParams] = useSearchParams();
  const year = Number(searchParams.get('year')) || undefined;
  const packs = useCataloguePacksQuery();
  const groups = groupPacks(packs.data ?? []);
  const pack = selectPack(groups, packSlug, year);
  const unknownPack = packSlug !== undefined && packs.isSuccess && !pack;
  const items = useCatalogueItemsQuery(pack ? { packId: pack.id } : {}, {
    skip: (packSlug !== undefined && !pack) || unknownPack,
  });
  const [shown, setShown] = useState(pageSize);
  const group = groups.find((g) => g.slug === packSlug);

  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Catalogue">Toutes les cartes du jeu, pack par pack.</PageHeading>
      {packs.isError || items.isError ? (
        <ErrorState onRetry={() => void (packs.isError ? packs.refetch() : items.refetch())} />
      ) : null}
      {packs.data ? <PackPicker groups={groups} /> : null}
      {group && group.packs.length > 1 ? (
        <HStack gap="2" mb="4" aria-label="Années du pack" role="group">
          {group.packs.map((p) => (
            <Button key={p.id} asChild size="xs" variant={p.id === pack?.id ? 'solid' : 'outline'} colorPalette="brand">
              <RouterLink to={pathTo('ItemsGrid', { pack: group.slug }, { year: p.year ?? undefined })}>
                {p.year ?? 'Sans année'}
              </RouterLink>
            </Button>
          ))}
        </HStack>
      ) : null}
      {unknownPack ? <Text>Ce pack n'existe pas.</Text> : null}
      {items.isFetching ? <LoadingState /> : null}
      {items.data && !items.isFetching ? (
        <>
          <Text mb="4" color="fg.muted" data-testid="items-count">
            {countLine(items.data.length)}
          </Text>
          <SimpleGrid as="ul" columns={{ base: 2, sm: 3, md: 5, lg: 6, xl: 8 }} gap="4" p="0" m="0">
            {items.data.slice(0, shown).map((item) => (
              <CardTile key={item.id} item={item} />
            ))}
          </SimpleGrid>
          {items.data.length > shown ? (
            <HStack justify="center" mt="6">
              <Button variant="outline" onClick={() => setShown((n) => n + pageSize)}>
                Afficher plus de cartes
              </Button>
            </HStack>
          ) : null}
        </>
      ) : null}
    </Container>
  );
}
