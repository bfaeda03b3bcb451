import { useParams } from 'react-router';
import { TextLink, BackToSite, pathTo } from '@zu/shared-platform';
import { Container, LoadingState, PageHeading } from '@zu/shared-ui';
import { useGamemodesLuckyCountsQuery } from '../api/lucky-api';
import { LinkRefusal } from './LinkRefusal';
import { TicketCountGrid } from './TicketCountGrid';

/** `/ticket/:id`: the tickets a shared link holds, by type, for whoever holds it (no sign-in). */
export default function TicketPage() {
  const { id: code = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useGamemodesLuckyCountsQuery(code, { skip: !code });
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <BackToSite />
      <PageHeading title="Tickets à gratter">Choisis un type de ticket et gratte-les un par un.</PageHeading>
      {isLoading ? (
        <LoadingState />
      ) : isError ? (
        <LinkRefusal error={error} onRetry={() => void refetch()} />
      ) : data ? (
        <TicketCountGrid code={code} counts={data.counts} />
      ) : null}
      <TextLink to={pathTo('Tickets')} display="inline-block" mt="8">
        Tout savoir sur les tickets
      </TextLink>
    </Container>
  );
}
