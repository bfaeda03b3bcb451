import type { CorporationDetail } from '@zu/shared-contract';
import { PlayerNameLink } from '@zu/shared-platform/widgets';
import { Badge, Box, formatApiDate, formatNumber, Heading, HStack, Stack, Text } from '@zu/shared-ui';
import { useGamemodesTransferCorporationMutation } from '../api/corporations-api';
import { ConfirmAction } from './ConfirmAction';

type Member = CorporationDetail['userCorporations'][number];

export interface MemberListProps {
  members: readonly Member[];
  limit: number;
  /** The signed-in PDG's name: they may hand the role to any other member. */
  pdgUserName?: string;
}

/** The members, counted against the seats: role, join date, gifts, and the PDG's hand-over. */
export function MemberList({ members, limit, pdgUserName }: MemberListProps) {
  return (
    <Box as="section" aria-labelledby="corporation-members">
      <Heading as="h2" id="corporation-members" size="lg" mb="3">
        Membres{' '}
        <Text as="span" color="fg.muted" data-testid="corporation-member-count">
          {members.length} / {limit}
        </Text>
      </Heading>
      <Stack as="ul" gap="2" p="0">
        {members.map((member) => (
          <MemberRow
            key={member.user.discordUserName}
            member={member}
            canReceiveRole={pdgUserName !== undefined && member.user.discordUserName !== pdgUserName}
          />
        ))}
      </Stack>
    </Box>
  );
}

function MemberRow({ member, canReceiveRole }: { member: Member; canReceiveRole: boolean }) {
  const { user, role, joinedDate, giveToday = 0, giveTotal } = member;
  const shownName = user.discordGlobalName ?? user.discordUserName;
  const [transfer] = useGamemodesTransferCorporationMutation();
  return (
    <Stack
      as="li"
      listStyleType="none"
      gap="1"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      data-testid={`member-${user.discordUserName}`}
    >
      {/* The name on a line of its own: a long one wraps there without running into the figures. */}
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" minW="0" wrap="wrap">
          <PlayerNameLink userName={user.discordUserName} fontWeight="semibold">
            {shownName}
          </PlayerNameLink>
          <Badge colorPalette={role === 'ADMIN' ? 'gold' : 'brand'}>{role === 'ADMIN' ? 'PDG' : 'Membre'}</Badge>
        </HStack>
        {canReceiveRole ? (
          <ConfirmAction
            label="Nommer PDG"
            title={`Nommer ${shownName} PDG`}
            cost="gratuit"
            confirmLabel="Transmettre le rôle"
            size="xs"
            onConfirm={() => transfer(user.discordUserName).unwrap()}
          >
            <Text>
              {shownName} devient PDG de la corporation et toi, simple membre : seul le PDG achète les bonus et modifie
              la description.
            </Text>
          </ConfirmAction>
        ) : null}
      </HStack>
      <HStack gap="4" wrap="wrap" fontSize="sm">
        <Text color="fg.muted">Depuis le {formatApiDate(joinedDate)}</Text>
        <Text>
          Dons : {formatNumber(giveToday)} aujourd'hui, {formatNumber(giveTotal)} au total
        </Text>
      </HStack>
    </Stack>
  );
}
