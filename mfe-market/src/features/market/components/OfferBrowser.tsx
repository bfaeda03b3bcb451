import { useMemo } from 'react';
import type { MarketOffer, MarketSort } from '@zu/shared-contract';
import { QueryErrorState, useActiveFeatures, useSearchParamsUpdate } from '@zu/shared-platform';
import {
  CatalogueFiltersBar,
  PackSelect,
  Pagination,
  nativeSelectStyle,
  useCatalogueFilters,
  useDebouncedValue,
  type CatalogueFilters,
} from '@zu/shared-platform/widgets';
import {
  Box,
  Button,
  chakra,
  formatNumber,
  Heading,
  HStack,
  LoadingState,
  plural,
  SimpleGrid,
  Text,
} from '@zu/shared-ui';
import { offerName } from '../../shop';
import { useMarketOffersQuery } from '../api/market-api';
import {
  marketFilterScope,
  marketParams,
  marketQueryOf,
  marketShinyOptions,
  marketSortOf,
  marketSortOptions,
  pageCount,
  sortWordOf,
} from '../model/market-params';
import type { OfferAction } from './OfferActionDialog';
import { OfferTile } from './OfferTile';

export interface OfferBrowserProps {
  /** The signed-in player, who may buy the others' offers and withdraw their own; none for a visitor. */
  me: string | undefined;
  onAct: (action: OfferAction) => void;
}

/** Every open offer, filtered like the catalogue, by pack or by one card, sorted and paged; all of it in the URL. */
export function OfferBrowser({ me, onAct }: OfferBrowserProps) {
  const { features } = useActiveFeatures();
  const { filters, setFilters, resetInPlace, panelOpenOnArrival } = useCatalogueFilters(marketFilterScope);
  const [searchParams, updateSearchParams] = useSearchParamsUpdate();
  const paramsKey = searchParams.toString();
  const query = useMemo(() => marketQueryOf(filters, new URLSearchParams(paramsKey)), [filters, paramsKey]);
  const settledQuery = useDebouncedValue(query);
  const offers = useMarketOffersQuery(settledQuery);

  // Any change but the page's own goes back to the first page.
  const setParam = (name: string, value: string | undefined) =>
    updateSearchParams((params) => {
      if (value) params.set(name, value);
      else params.delete(name);
      if (name !== marketParams.page) params.delete(marketParams.page);
      return params;
    });
  const changeFilters = (patch: Partial<CatalogueFilters>, options?: { replace?: boolean }) => {
    setFilters(patch, options);
    updateSearchParams(
      (params) => {
        params.delete(marketParams.page);
        return params;
      },
      { replace: true },
    );
  };
  const reset = () => {
    resetInPlace();
    updateSearchParams(
      (params) => {
        [marketParams.page, marketParams.pack, marketParams.item, marketParams.shinyLevel].forEach((name) =>
          params.delete(name),
        );
        return params;
      },
      { replace: true },
    );
  };

  const itemId = query.itemId;
  const page = offers.data?.page ?? query.page ?? 0;
  const pages = offers.data ? pageCount(offers.data.total, offers.data.pageSize) : 1;
  const action = (offer: MarketOffer) => {
    if (!me) return undefined;
    const name = offerName(offer.item.name, offer.shinyLevel);
    const price = `${formatNumber(offer.price)} ZUMonnaie`;
    return offer.seller.discordUserName === me ? (
      <Button
        size="sm"
        variant="outline"
        aria-label={`Retirer l'offre ${name} à ${price}`}
        onClick={() => onAct({ kind: 'cancel', offer })}
      >
        Retirer
      </Button>
    ) : (
      <Button
        size="sm"
        colorPalette="gold"
        aria-label={`Acheter ${name} pour ${price}`}
        onClick={() => onAct({ kind: 'accept', offer })}
      >
        Acheter
      </Button>
    );
  };

  return (
    <Box as="section" aria-labelledby="market-offers">
      <Heading as="h2" id="market-offers" size="xl" mb="3">
        Offres en cours
      </Heading>
      <CatalogueFiltersBar
        filters={filters}
        onChange={changeFilters}
        onReset={reset}
        starActive={features.includes('STAR')}
        panelOpenOnArrival={panelOpenOnArrival}
        shinyChoice={{
          value: query.shinyLevel === undefined ? '' : String(query.shinyLevel),
          options: marketShinyOptions,
          onChange: (value) => setParam(marketParams.shinyLevel, value || undefined),
        }}
        extraFilters={false}
      />
      <HStack gap="3" wrap="wrap" mb="4">
        <PackSelect
          aria-label="Pack"
          value={query.packId}
          onChange={(packId) => setParam(marketParams.pack, packId)}
          emptyLabel="Tous les packs"
        />
        <chakra.select
          {...nativeSelectStyle}
          aria-label="Trier par"
          value={marketSortOf(searchParams)}
          onChange={(event) =>
            setParam(
              marketParams.sort,
              event.target.value === 'DATE' ? undefined : sortWordOf(event.target.value as MarketSort),
            )
          }
        >
          {marketSortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </chakra.select>
        {itemId ? (
          <Button size="sm" variant="outline" onClick={() => setParam(marketParams.item, undefined)}>
            Voir les offres de toutes les cartes
          </Button>
        ) : null}
      </HStack>
      {itemId && offers.data?.offers[0] ? (
        <Text mb="3">Les offres de la carte {offers.data.offers[0].item.name}.</Text>
      ) : null}
      {offers.isLoading ? <LoadingState /> : null}
      {offers.isError ? <QueryErrorState error={offers.error} onRetry={() => void offers.refetch()} /> : null}
      {offers.data ? (
        <Box aria-busy={offers.isFetching} opacity={offers.isFetching ? 0.6 : 1}>
          <Text color="fg.muted" mb="3" data-testid="offer-count">
            {offers.data.total === 0
              ? 'Aucune offre ne correspond à ces filtres.'
              : plural(offers.data.total, { one: 'offre', other: 'offres' })}
          </Text>
          <SimpleGrid
            as="ul"
            columns={{ base: 2, md: 3, lg: 4 }}
            gap={{ base: '3', md: '5' }}
            p="0"
            aria-label="Offres"
          >
            {offers.data.offers.map((offer) => (
              <OfferTile key={offer.id} offer={offer} action={action(offer)} />
            ))}
          </SimpleGrid>
          <Pagination
            label="Pages des offres"
            page={page}
            pageCount={pages}
            onChange={(next) => setParam(marketParams.page, next > 0 ? String(next + 1) : undefined)}
          />
        </Box>
      ) : null}
    </Box>
  );
}
