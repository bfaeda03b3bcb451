import { useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle, QueryErrorState } from '@zu/shared-platform';
import {
  Box,
  Button,
  Container,
  formatApiDayAndMonth,
  formatNumber,
  Heading,
  HStack,
  LoadingState,
  plural,
  SimpleGrid,
  Text,
} from '@zu/shared-ui';
import { useProfileLootMapQuery } from '../api/activity-api';
import { lootCalendar, lootDayCount, type LootDay } from '../model/loot-calendar';

const cellColorOf = (loots: number) => (loots > 1 ? 'gold.solid' : loots === 1 ? 'brand.solid' : 'whiteAlpha.200');

/** What the colours of the days say. */
const legend = [
  { loots: 0, label: 'Aucun butin' },
  { loots: 1, label: 'Un butin' },
  { loots: 2, label: 'Plusieurs butins' },
] as const;

function CalendarLegend() {
  return (
    <HStack as="ul" gap="4" wrap="wrap" p="0" m="0" mb="4" fontSize="sm" color="fg.muted" aria-label="Légende">
      {legend.map((entry) => (
        <HStack as="li" key={entry.loots} gap="1.5" listStyleType="none">
          <Box aria-hidden="true" w="3.5" h="3.5" borderRadius="sm" bg={cellColorOf(entry.loots)} />
          {entry.label}
        </HStack>
      ))}
    </HStack>
  );
}

function DayCell({ day }: { day: LootDay }) {
  const label = `${formatApiDayAndMonth(day.date)} : ${
    day.loots > 0
      ? `${plural(day.loots, { one: 'butin', other: 'butins' })}, ${formatNumber(day.amount)} ZUMonnaie`
      : 'aucun butin'
  }`;
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      w="3.5"
      h="3.5"
      borderRadius="sm"
      bg={cellColorOf(day.loots)}
      data-loots={day.loots}
    />
  );
}

/** `/joueur/:name/activite`: the daily loots of a year, day by day, month by month. */
export default function UserActivityPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Activité');
  const thisYear = new Date().getFullYear();
  const periods = [
    { year: 0, label: '12 derniers mois' },
    { year: thisYear, label: String(thisYear) },
    { year: thisYear - 1, label: String(thisYear - 1) },
  ];
  const [year, setYear] = useState(0);
  const loots = useProfileLootMapQuery({ userName: discordUserName, year }, { skip: !discordUserName });
  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        Activité
      </Heading>
      <HStack gap="2" mb="4" role="group" aria-label="Période">
        {periods.map((period) => (
          <Button
            key={period.year}
            size="sm"
            colorPalette="brand"
            variant={period.year === year ? 'solid' : 'outline'}
            aria-pressed={period.year === year}
            onClick={() => setYear(period.year)}
          >
            {period.label}
          </Button>
        ))}
      </HStack>
      {loots.isFetching && !loots.data ? (
        <LoadingState />
      ) : loots.isError || !loots.data ? (
        <QueryErrorState error={loots.error} onRetry={() => void loots.refetch()} />
      ) : (
        <>
          <Text mb="4" data-testid="loot-day-count">
            {plural(lootDayCount(loots.data), { one: 'jour de butin', other: 'jours de butin' })} sur{' '}
            {formatNumber(Object.keys(loots.data).length)}
          </Text>
          <CalendarLegend />
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="6">
            {lootCalendar(loots.data).map((month) => (
              <Box as="section" key={month.key} aria-label={month.label}>
                <Text fontWeight="bold" mb="2" textTransform="capitalize">
                  {month.label}
                </Text>
                <HStack gap="1" wrap="wrap" maxW="44">
                  {month.days.map((day) => (
                    <DayCell key={day.date} day={day} />
                  ))}
                </HStack>
              </Box>
            ))}
          </SimpleGrid>
        </>
      )}
    </Container>
  );
}
