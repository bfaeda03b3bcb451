import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { pathTo, QueryErrorState, useActiveFeatures, usePacksQuery, useSearchParamsUpdate } from '@zu/shared-platform';
import { CatalogueFiltersBar, nativeSelectStyle, useCatalogueFilters } from '@zu/shared-platform/widgets';
import { Button, chakra, Container, HStack, Text } from '@zu/shared-ui';
import { groupPacks, packYears, selectPack, withConstellationPack } from '../model/pack-groups';
import { catalogueQuery, type CatalogueQueryParts } from '../model/catalogue-query';
import { itemSortOptions, toItemSort } from '../model/sort-items';
import { CatalogueHeader } from './CatalogueHeader';
import { CatalogueResults } from './CatalogueResults';
import { PackPicker } from './PackPicker';

type Layout = 'grid' | 'list';
const routeOf = { grid: 'ItemsGrid', list: 'ItemsList' } as const;

/** `/catalogue/:pack?` (grid) and `/catalogue/liste/:pack?` (list): every card, filtered, one pack or all. */
export function CataloguePage({ layout }: { layout: Layout }) {
  const { pack: packSlug } = useParams();
  const [searchParams, updateSearchParams] = useSearchParamsUpdate();
  const navigate = useNavigate();
  const { features } = useActiveFeatures();
  const { filters, setFilters, clear, filterQuery, panelOpenOnArrival } = useCatalogueFilters();
  const year = Number(searchParams.get('year')) || undefined;
  const sort = toItemSort(searchParams.get('tri'));

  const packs = usePacksQuery();
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

  const query = useCatalogueQuery({
    filters,
    packId: pack?.id,
    unknownPack: packSlug !== undefined && !pack,
    constellation,
    year,
  });

  const hrefOf = (slug: string | undefined, target: Layout = layout, withYear = false) => {
    const params = new URLSearchParams(filterQuery);
    if (withYear && year) params.set('year', String(year));
    if (searchParams.get('tri')) params.set('tri', sort);
    const query = params.toString();
    return `${pathTo(routeOf[target], { pack: slug })}${query ? `?${query}` : ''}`;
  };
  const setParam = (name: string, value: string | undefined) =>
    updateSearchParams((params) => {
      if (value) params.set(name, value);
      else params.delete(name);
      return params;
    });
  const years = group ? group.packs.flatMap((p) => (p.year === null ? [] : [p.year])) : packYears(packs.data ?? []);

  return (
    <Container maxW="7xl" py="8">
      <CatalogueHeader />
      {packs.isError ? <QueryErrorState error={packs.error} onRetry={() => void packs.refetch()} /> : null}
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
            data-early-control="year"
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
            data-early-control="sort"
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
      <CatalogueResults
        query={unknownPack ? undefined : query}
        rarities={filters.rarities}
        sort={sort}
        shinyLevel={filters.shinyLevel}
        layout={layout}
        constellation={constellation}
      />
    </Container>
  );
}

/** The results compare queries by content; one object per change of what the query is made of. */
function useCatalogueQuery({ filters, packId, unknownPack, constellation, year }: CatalogueQueryParts) {
  return useMemo(
    () => catalogueQuery({ filters, packId, unknownPack, constellation, year }),
    [filters, packId, unknownPack, constellation, year],
  );
}
