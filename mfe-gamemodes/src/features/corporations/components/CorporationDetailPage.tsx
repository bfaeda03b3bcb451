import { useParams } from 'react-router';
import type { CorporationDetail } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import {
  apiRefusalAlertOf,
  AppLink,
  corporationTopic,
  pathTo,
  QueryErrorState,
  useLiveTopics,
  usePageTitle,
} from '@zu/shared-platform';
import { Box, Container, ErrorState, Grid, HStack, LoadingState, PageHeading, Stack } from '@zu/shared-ui';
import { useGamemodesCorporationQuery } from '../api/corporations-api';
import { bonusLevels, memberLimit, nextBonusStep } from '../model/corporation-bonuses';
import { useOwnCorporation, type OwnCorporation } from '../model/use-own-corporation';
import { BonusList } from './BonusList';
import { CorporationHeader } from './CorporationHeader';
import { CorporationLog } from './CorporationLog';
import { MemberList } from './MemberList';
import { JoinAction, LeaveAction } from './MembershipActions';
import { TreasuryPanel } from './TreasuryPanel';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/** `/corporation/:corpo`: a corporation's header, treasury, bonuses, members and log, and what the player may do. */
export default function CorporationDetailPage() {
  const { corpo = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useGamemodesCorporationQuery(corpo, { skip: !corpo });
  const own = useOwnCorporation();
  usePageTitle(data?.name);
  // Gifts, bonuses and members change while the page is open (other members play in the chat).
  useLiveTopics(data ? [corporationTopic(data.id)] : []);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {isLoading ? (
        <LoadingState />
      ) : isError && (statusOf(error) === 404 || statusOf(error) === 400) ? (
        <NotFound error={error} />
      ) : isError ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} />
      ) : data ? (
        <CorporationView corporation={data} own={own} />
      ) : null}
    </Container>
  );
}

function NotFound({ error }: { error: unknown }) {
  // A 404 says why in the API's words (unknown here, or dissolved); an address that is no id at all (the API's 400
  // names the failed check, which is no player's business) gets the plain words.
  const message = statusOf(error) === 404 ? apiRefusalAlertOf(error).message : "Cette corporation n'existe pas.";
  return (
    <Stack gap="4">
      <PageHeading title="Corporation introuvable" />
      <ErrorState status="warning" message={message} />
      <AppLink to={pathTo('Corporations', { displayMode: 'liste' })}>Voir toutes les corporations</AppLink>
    </Stack>
  );
}

function CorporationView({ corporation, own }: { corporation: CorporationDetail; own: OwnCorporation }) {
  const levels = bonusLevels(corporation);
  const limit = memberLimit(levels.MEMBER_COUNT);
  const members = corporation.userCorporations;
  const me = members.find((member) => member.user.discordUserName === own.userName);
  const isPdg = me?.role === 'ADMIN';
  const canJoin =
    own.isKnown && own.userName !== undefined && own.corporationId === undefined && members.length < limit;
  const giftLeft = me ? Math.max(0, gameNumbers.corporation.dailyGiftLimit - (me.giveToday ?? 0)) : undefined;
  return (
    <Stack gap="8">
      <CorporationHeader corporation={corporation} isPdg={isPdg} />
      {canJoin || me ? (
        <HStack gap="3" wrap="wrap" data-testid="corporation-actions">
          {canJoin ? <JoinAction id={corporation.id} name={corporation.name} /> : null}
          {me ? <LeaveAction isPdg={isPdg} isLastMember={members.length === 1} /> : null}
        </HStack>
      ) : null}
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <TreasuryPanel
          balance={corporation.balance}
          step={nextBonusStep(levels)}
          giftLeft={giftLeft}
          playerBalance={own.balance}
        />
        <BonusList levels={levels} treasury={corporation.balance} isPdg={isPdg} />
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
        <MemberList members={members} limit={limit} pdgUserName={isPdg ? own.userName : undefined} />
        <Box>
          <CorporationLog entries={corporation.corporationLogs} />
        </Box>
      </Grid>
    </Stack>
  );
}
