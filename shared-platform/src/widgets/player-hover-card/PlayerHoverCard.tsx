import { useId, useState, type ReactNode } from 'react';
import { Badge, Box, chakra, CodeLabelBadge, Heading, HStack, Spinner, Text } from '@zu/shared-ui';
import { apiErrorAlert, usePublicUserQuery, withCodeLabel } from '@zu/shared-platform';
import { playerStatChips } from './player-stat-chips';

export const playerHoverCardWidth = 550;

export interface PlayerHoverCardProps {
  userName: string;
  /** The player's name as the page shows it (usually a link to their profile). */
  children: ReactNode;
}

/**
 * Hovering or focusing a player's name shows their card: banner, name and figures. The profile is asked for at the
 * first opening only, through the site's one profile endpoint, so every card of a player (and their profile page)
 * shares one cached request.
 */
export function PlayerHoverCard({ userName, children }: PlayerHoverCardProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const cardId = useId();
  // Held from the first opening for as long as the name is shown, so reopening never asks again.
  usePublicUserQuery(userName, { skip: !wanted });
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  return (
    <chakra.span
      position="relative"
      display="inline-block"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
      aria-describedby={open ? cardId : undefined}
    >
      {children}
      {open && wanted ? <PlayerCard id={cardId} userName={userName} /> : null}
    </chakra.span>
  );
}

function PlayerCard({ id, userName }: { id: string; userName: string }) {
  const { data: profile, isLoading, error } = usePublicUserQuery(userName);
  const missing = !error || (typeof error === 'object' && 'status' in error && error.status === 404);
  const failure = missing ? undefined : withCodeLabel(apiErrorAlert(error), error);
  const banner = profile?.user.userBanner.banner;
  return (
    <Box
      id={id}
      role="tooltip"
      aria-label={`Carte du joueur ${userName}`}
      position="absolute"
      top="100%"
      left="0"
      zIndex="popover"
      mt="1"
      w={`${playerHoverCardWidth}px`}
      maxW="90vw"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="whiteAlpha.300"
      borderRadius="xl"
      boxShadow="lg"
      overflow="hidden"
      textAlign="left"
      data-testid="player-hover-card"
    >
      {isLoading ? (
        <HStack p="4" gap="2">
          <Spinner size="sm" />
          <Text>Chargement…</Text>
        </HStack>
      ) : error || !profile ? (
        <Text p="4">
          <CodeLabelBadge label={failure?.codeLabel} me="2" />
          {failure?.message ?? "Ce joueur n'existe pas !"}
        </Text>
      ) : (
        <>
          <Box
            h="24"
            bgColor="brand.900"
            bgImage={banner ? `url(${banner.imageUrl})` : undefined}
            bgSize="cover"
            bgPos="center"
            data-testid="player-hover-card-banner"
          />
          <Box p="4">
            <Heading as="p" size="md">
              {profile.user.discordGlobalName ?? profile.user.discordUserName}
            </Heading>
            <Text fontSize="sm" color="fg.muted" mb="3">
              @{profile.user.discordUserName}
              {banner ? ` · ${banner.title}` : ''}
            </Text>
            <HStack gap="2" wrap="wrap">
              {playerStatChips(profile).map((chip) => (
                <Badge key={chip.label} variant="subtle" colorPalette="brand" size="md">
                  {chip.label} : {chip.value}
                </Badge>
              ))}
            </HStack>
          </Box>
        </>
      )}
    </Box>
  );
}
