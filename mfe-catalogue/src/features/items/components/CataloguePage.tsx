import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Item, ItemQuery } from '@zu/shared-contract';
import { pathTo, QueryErrorState, useActiveFeatures } from '@zu/shared-platform';
import {
  cardCountLine,
  CatalogueFiltersBar,
  nativeSelectStyle,
  toItemQuery,
  type CatalogueFilters,
  useCatalogueFilters,
  useDebouncedValue,
} from '@zu/shared-platform/widgets';
import { Box, Button, chakra, Container, HStack, LoadingState, Text } from '@zu/shared-ui';
import { useCatalogueItemsQuery, useCataloguePacksQuery } from '../api/catalogue-api';
import { groupPacks, packYears, selectPack, withConstellationPack } from '../model/pack-groups';
import { itemSortOptions, sortItems, toItemSort } from '../model/sort-items';
import { CatalogueHeader } from './CatalogueHeader';
import { ItemsView } from './ItemsView';
import { PackPicker } from './PackPicker';

type Layout = 'grid' | 'list';
const routeOf = { grid: 'ItemsGrid', list: 'ItemsList' } as const;

/** `/catalogue/:pack?` (grid) and `/catalogue/liste/:pack?` (list): every card, filtered, one pack or all. */
export function CataloguePage({ layout }: { layout: Layout }) {
  const { pack: packSlug } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { features } = useActiveFeatures();
  const { filters, setFilters, clear, filterQuery, panelOpenOnArrival } = useCatalogueFilters();
  const year = Number(searchParams.get('year')) || undefined;
  const sort = toItemSort(searchParams.get('tri'));

  const packs = useCataloguePacksQuery();
  const groups = useMemo(
    () => withConstellationPack(groupPacks(packs.data ?? []), features.includes('UPGRADE')),
    [packs.data, features],
  );
  const group = groups.find((g) => g.slug === packSlug);
  const pack = selectPack(groups, packSlug, year);
  const unknownPack = packSlug !== undefined && packs.isSuccess && !pack;
  const constellation = group?.constellation ?? false;

  // Chromatic cards have no constellation: choosing the Constellation pack brings the shiny level back to normal.
  useEffect(() => {
    if (constellation && filters.shinyLevel === 2) setFilters({ shinyLevel: 0 }, { replace: true });
  }, [constellation, filters.shinyLevel, setFilters]);

  // A new object each render: the pause below compares queries by content.
  const query = catalogueQuery({
    filters,
    packId: pack?.id,
    unknownPack: packSlug !== undefined && !pack,
    constellation,
    year,
  });
  // Any change of filter, search, shiny level or route reloads after a pause.
  const settledQuery = useDebouncedValue(query);
  // Rarities are picked from the loaded cards (after the same pause): toggling one repaints without a request.
  const settledRarities = useDebouncedValue(filters.rarities);
  const items = useCatalogueItemsQuery(settledQuery ?? {}, { skip: !settledQuery });
  const pending =
    JSON.stringify(settledQuery) !== JSON.stringify(query) ||
    JSON.stringify(settledRarities) !== JSON.stringify(filters.rarities);
  const loading = !unknownPack && (items.isFetching || pending);
  const sorted = useMemo(
    () =>
      items.data && !unknownPack
        ? sortItems(ofRarities(items.data, settledRarities), sort, filters.shinyLevel)
        : undefined,
    [items.data, unknownPack, settledRarities, sort, filters.shinyLevel],
  );

  const hrefOf = (slug: string | undefined, target: Layout = layout, withYear = false) => {
    const params = new URLSearchParams(filterQuery);
    if (withYear && year) params.set('year', String(year));
    if (searchParams.get('tri')) params.set('tri', sort);
    const query = params.toString();
    return `${pathTo(routeOf[target], { pack: slug })}${query ? `?${query}` : ''}`;
  };
  const setParam = (name: string, value: string | undefined) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const years = group ? group.packs.flatMap((p) => (p.year === null ? [] : [p.year])) : packYears(packs.data ?? []);

  return (
    <Container maxW="7xl" py="8">
      <CatalogueHeader />
      {packs.isError || items.isError ? (
        <QueryErrorState
          error={packs.error ?? items.error}
          onRetry={() => void (packs.isError ? packs.refetch() : items.refetch())}
        />
      ) : null}
      {packs.data ? <PackPicker groups={groups} selectedSlug={packSlug} hrefOf={(slug) => hrefOf(slug)} /> : null}
      <CatalogueFiltersBar
        filters={filters}
        onChange={setFilters}
        onReset={() => {
          clear();
          void navigate(pathTo(routeOf[layout]));
        }}
        starActive={features.includes('STAR')}
        chromaticAllowed={!constellation}
        panelOpenOnArrival={panelOpenOnArrival}
      />
      <HStack gap="3" mb="4" wrap="wrap">
        {years.length > 0 ? (
          <chakra.select
            {...nativeSelectStyle}
            aria-label="Année"
            value={group ? String(pack?.year ?? '') : String(year ?? '')}
            onChange={(event) => setParam('year', event.target.value || undefined)}
          >
            {group ? null : <option value="">Toutes les années</option>}
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </chakra.select>
        ) : null}
        {layout === 'grid' ? (
          <chakra.select
            {...nativeSelectStyle}
            aria-label="Trier par"
            value={sort}
            onChange={(event) => setParam('tri', event.target.value)}
          >
            {itemSortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </chakra.select>
        ) : null}
        <HStack gap="1" role="group" aria-label="Affichage">
          {(['grid', 'list'] as const).map((target) => (
            <Button
              key={target}
              asChild
              size="sm"
              variant={target === layout ? 'solid' : 'outline'}
              colorPalette="brand"
            >
              <RouterLink to={hrefOf(packSlug, target, true)} aria-current={target === layout ? 'page' : undefined}>
                {target === 'grid' ? 'Grille' : 'Liste'}
              </RouterLink>
            </Button>
          ))}
        </HStack>
      </HStack>
      {unknownPack ? <Text>Ce pack n'existe pas.</Text> : null}
      {loading ? <LoadingState /> : null}
      {sorted ? (
        <Box>
          {loading ? null : (
            <Text mb="4" color="fg.muted" data-testid="items-count" aria-live="polite">
              {cardCountLine(sorted.length)}
            </Text>
          )}
          {/* The previous cards stay while the next ones load: no blank page at each change. */}
          <Box aria-busy={loading} opacity={loading ? 0.5 : 1} transition="opacity 0.2s">
            <ItemsView items={sorted} layout={layout} shinyLevel={filters.shinyLevel} constellation={constellation} />
          </Box>
        </Box>
      ) : null}
    </Container>
  );
}

function catalogueQuery({
  filters,
  packId,
  unknownPack,
  constellation,
  year,
}: {
  filters: CatalogueFilters;
  packId: string | undefined;
  unknownPack: boolean;
  constellation: boolean;
  year: number | undefined;
}): ItemQuery | undefined {
  if (unknownPack) return undefined;
  const { rarity: _pickedFromLoadedCards, ...query } = toItemQuery(filters);
  // The Constellation pack is the Classique pack's upgradable cards.
  if (constellation) query.filters = [...new Set([...(query.filters ?? []), 'IS_UPGRADABLE' as const])].sort();
  return { ...query, ...(packId ? { packId } : year ? { year } : {}) };
}

function ofRarities(items: readonly Item[], rarities: readonly number[]): readonly Item[] {
  return rarities.length === 0 ? items : items.filter((item) => rarities.includes(item.rarity));
}
