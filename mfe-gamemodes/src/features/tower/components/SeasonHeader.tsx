import type { TowerSeason } from '@zu/shared-contract';
import { TextLink, pathTo } from '@zu/shared-platform';
import { Box, Grid, Heading, highlightPanelStyle, Image, Stack, Text, formatApiDate } from '@zu/shared-ui';
import { SeasonCountdown } from './SeasonCountdown';

/** The season shown: its tower, the pack its cards come from, the clan it serves, its dates and, running, its end. */
export function SeasonHeader({ season, isCurrent }: { season: TowerSeason; isCurrent: boolean }) {
  const { tower } = season;
  return (
    <Grid
      as="section"
      aria-labelledby="tower-name"
      templateColumns={{ base: '1fr', md: '16rem minmax(0, 1fr)' }}
      gap={{ base: '4', md: '6' }}
      p={{ base: '4', md: '6' }}
      alignItems="center"
      {...highlightPanelStyle}
    >
      <Image src={tower.imageUrl} alt="" w="full" maxH="48" objectFit="cover" borderRadius="xl" />
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          Saison {season.index}
        </Text>
        <Heading as="h2" size="2xl" id="tower-name" data-testid="tower-name">
          {tower.name}
        </Heading>
        <Text data-testid="season-dates">
          Du {formatApiDate(season.beginDate)} au {formatApiDate(season.endDate)}
        </Text>
        {isCurrent ? <SeasonCountdown endDate={season.endDate} /> : null}
        <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="3" rowGap="1">
          <Text as="dt" color="fg.muted">
            Pack
          </Text>
          <Text as="dd">
            <TextLink to={pathTo('ItemsGrid', { pack: tower.pack.slug }, { year: tower.pack.year ?? undefined })}>
              {tower.pack.name}
            </TextLink>
          </Text>
          <Text as="dt" color="fg.muted">
            Clan
          </Text>
          <Text as="dd" data-testid="season-clan">
            {tower.reputation.name}
          </Text>
        </Box>
      </Stack>
    </Grid>
  );
}
