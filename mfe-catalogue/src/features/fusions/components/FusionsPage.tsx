import { useState } from 'react';
import { useParams } from 'react-router';
import { AppLink, pathTo, QueryErrorState, useFusionsQuery } from '@zu/shared-platform';
import { Container, Input, LoadingState, PageHeading, plural, Stack, Text } from '@zu/shared-ui';
import { FusionCard } from './FusionCard';

/** `/fusions/:slug?`: every fusion with its result and counted materials; a slug shows that fusion alone. */
export default function FusionsPage() {
  const { slug } = useParams();
  const fusions = useFusionsQuery();
  const [search, setSearch] = useState('');
  const focused = slug ? fusions.data?.find((f) => f.item.slug === slug) : undefined;
  const text = search.trim().toLocaleLowerCase('fr');
  const shown = (fusions.data ?? []).filter(
    (f) =>
      !text ||
      f.item.name.toLocaleLowerCase('fr').includes(text) ||
      f.items.some((i) => i.name.toLocaleLowerCase('fr').includes(text)),
  );

  return (
    <Container maxW="6xl" py="8">
      <PageHeading title="Fusions">
        Les recettes de fusion : les cartes à réunir, et combien de chacune, pour obtenir une carte fusionnée.
      </PageHeading>
      {fusions.isLoading ? <LoadingState /> : null}
      {fusions.isError ? <QueryErrorState error={fusions.error} onRetry={() => void fusions.refetch()} /> : null}
      {slug && fusions.data ? (
        <Stack gap="4">
          {focused ? <FusionCard fusion={focused} focused /> : <Text>Cette fusion n'existe pas.</Text>}
          <AppLink to={pathTo('Fusions')}>Toutes les fusions</AppLink>
        </Stack>
      ) : null}
      {!slug && fusions.data ? (
        <Stack gap="4">
          <Input
            type="search"
            maxW="sm"
            placeholder="Rechercher une fusion ou une carte"
            aria-label="Rechercher une fusion ou une carte"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Text color="fg.muted" data-testid="fusions-count">
            {plural(shown.length, { one: 'fusion', other: 'fusions' })}
          </Text>
          {shown.map((fusion) => (
            <FusionCard key={fusion.item.id} fusion={fusion} />
          ))}
        </Stack>
      ) : null}
    </Container>
  );
}
