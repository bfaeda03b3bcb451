import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { NextTicket, TicketType } from '@zu/shared-contract';
import { BackToSite, pathTo, usePageTitle } from '@zu/shared-platform';
import { Button, Container, LoadingState, PageHeading, Stack, Text } from '@zu/shared-ui';
import { useGamemodesLuckyNextTicketQuery } from '../api/lucky-api';
import { ticketCountText, ticketTypeInfo, ticketTypeOf } from '../../rewards';
import { isNoTicketLeft } from '../model/lucky-refusal';
import { JackpotPanel } from './JackpotPanel';
import { LinkRefusal } from './LinkRefusal';
import { ScratchCard } from './ScratchCard';

/**
 * `/lucky/:id?type=T`: the link's tickets of one type, scratched one after the other. A type it does not know leads
 * back to the link's page.
 */
export default function LuckyScratchPage() {
  const { id: code = '' } = useParams();
  const [searchParams] = useSearchParams();
  const type = ticketTypeOf(searchParams.get('type'));
  if (!type) return <Navigate to={pathTo('Ticket', { id: code })} replace />;
  return <ScratchSession code={code} type={type} />;
}

function ScratchSession({ code, type }: { code: string; type: TicketType }) {
  const { name } = ticketTypeInfo[type];
  usePageTitle(`Grattage ${name}`);
  const next = useGamemodesLuckyNextTicketQuery({ code, type });
  // The ticket being scratched stays on screen, its prize shown, while the next one is read again behind it.
  const [pinned, setPinned] = useState<NextTicket>();
  // After "Ticket suivant" the next surface takes the focus, so that the keyboard goes on where it was.
  const [advanced, setAdvanced] = useState(false);
  const ready = next.isFetching || next.isError ? undefined : next.data;
  const shown = pinned ?? ready;
  const linkPage = pathTo('Ticket', { id: code });

  const noneLeft = next.isError && isNoTicketLeft(next.error);
  const noneLeftText = `Plus aucun ticket ${name} à gratter sur ce lien.`;

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <BackToSite />
      <PageHeading title={`Ticket ${name}`}>{ticketTypeInfo[type].prizes}</PageHeading>
      {type === 'RAYOU_OFFICIAL' ? <JackpotPanel /> : null}
      {shown ? (
        <Stack gap="6" align="center">
          {pinned ? null : (
            <Text color="fg.muted" data-testid="scratch-left">
              Encore {ticketCountText(shown.value)} {name} sur ce lien.
            </Text>
          )}
          <ScratchCard
            key={shown.id}
            ticket={shown}
            onStart={() => setPinned(shown)}
            focusOnShow={advanced}
            afterScratch={
              noneLeft ? (
                <Text color="fg.muted">{noneLeftText}</Text>
              ) : next.isError ? (
                <LinkRefusal error={next.error} />
              ) : (
                <Button
                  colorPalette="gold"
                  loading={next.isFetching}
                  disabled={ready === undefined || ready.id === pinned?.id}
                  onClick={() => {
                    setAdvanced(true);
                    setPinned(undefined);
                  }}
                >
                  Ticket suivant
                </Button>
              )
            }
          />
        </Stack>
      ) : noneLeft ? (
        <Text color="fg.muted" fontSize="lg">
          {noneLeftText}
        </Text>
      ) : next.isError ? (
        <LinkRefusal error={next.error} onRetry={() => void next.refetch()} />
      ) : (
        <LoadingState />
      )}
      <Button asChild variant="ghost" size="sm" mt="8">
        <Link to={linkPage}>Tous les tickets du lien</Link>
      </Button>
    </Container>
  );
}
