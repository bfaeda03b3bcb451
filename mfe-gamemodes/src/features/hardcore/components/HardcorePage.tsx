import { useAuth } from '@zu/shared-auth';
import { TextLink, pathTo, useAppSettingsQuery } from '@zu/shared-platform';
import { Box, Button, Container, inlineLinkStyle, LoadingState, PageHeading, Stack, Text } from '@zu/shared-ui';
import { HardcoreRules } from './HardcoreRules';
import { MyHardcoreRuns } from './MyHardcoreRuns';
import { RuleSetNotice } from './RuleSetNotice';
import { SeasonPanel } from './SeasonPanel';

/**
 * `/hardcore`: the rules, the season running and its figures, the signed-in player's run; once the last season is
 * done, the way to its retrospective first.
 */
export default function HardcorePage() {
  const { isAuthenticated, userName, isResuming, login } = useAuth();
  const { data: settings } = useAppSettingsQuery();
  const me = isAuthenticated && userName ? userName : undefined;
  const lastSeasonDone = settings?.lastHardcoreSeasonDone ?? false;
  return (
    <Container maxW="5xl" py="8">
      <PageHeading title="Hardcore">
        Un oubli de /journa et on recommence tout : tiens le plus longtemps possible, saison après saison.
      </PageHeading>
      <Stack gap="8">
        {lastSeasonDone ? (
          <Box p="5" borderWidth="2px" borderColor="gold.fg" borderRadius="xl" data-testid="hardcore-last-season-done">
            <Text fontSize="lg" fontWeight="bold" mb="2">
              La dernière saison hardcore est terminée.
            </Text>
            <TextLink to={pathTo('LeaderboardHardcore', { displayMode: 'retrospective' })} fontWeight="semibold">
              Revivre la saison dans sa rétrospective
            </TextLink>
          </Box>
        ) : null}
        <RuleSetNotice switchShown={settings !== undefined && !lastSeasonDone} />
        <SeasonPanel lastSeasonDone={lastSeasonDone}>
          {(season) =>
            me ? (
              <MyHardcoreRuns season={season} userName={me} />
            ) : isResuming ? (
              <LoadingState inline />
            ) : (
              <Text data-testid="hardcore-sign-in">
                <Button variant="plain" {...inlineLinkStyle} p="0" h="auto" verticalAlign="baseline" onClick={login}>
                  Connecte-toi
                </Button>{' '}
                pour suivre ton run de la saison.
              </Text>
            )
          }
        </SeasonPanel>
        <HardcoreRules />
      </Stack>
    </Container>
  );
}
