import { useState } from 'react';
import type { ForgePlan } from '@zu/shared-contract';
import { CardTile, nativeSelectStyle } from '@zu/shared-platform/widgets';
import { Badge, chakra, HStack, plural, shinyLevelLabels, Stack, Text, type ShinyLevel } from '@zu/shared-ui';
import { PlanLine } from './PlanLine';
import { forgeCurrencies, signedAmountText } from '../model/forge-currencies';
import { sortRecycleLines, type RecycleSort } from '../model/forge-plan';

const sorts: Record<RecycleSort, string> = { cards: "Meilleures cartes d'abord", yield: "Plus gros gains d'abord" };

/** The player's duplicates, what recycling each gives, and what recycling them all gives (the API's totals). */
export function RecycleView({ recycle }: { recycle: ForgePlan['recycle'] }) {
  const [sort, setSort] = useState<RecycleSort>('cards');
  if (recycle.lines.length === 0) {
    return (
      <Text color="fg.muted">Aucun doublon à recycler pour l'instant : chaque carte n'est qu'en un exemplaire.</Text>
    );
  }
  const totals = forgeCurrencies.filter((currency) => recycle.total[currency] !== 0);
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Text fontWeight="bold" fontSize="lg" data-testid="recycle-total">
          Tout recycler :{' '}
          {(totals.length > 0 ? totals : forgeCurrencies).map((c) => signedAmountText(recycle.total[c], c)).join(' · ')}
        </Text>
        <chakra.select
          {...nativeSelectStyle}
          aria-label="Trier les doublons"
          value={sort}
          onChange={(event) => setSort(event.target.value as RecycleSort)}
        >
          {(Object.keys(sorts) as RecycleSort[]).map((key) => (
            <option key={key} value={key}>
              {sorts[key]}
            </option>
          ))}
        </chakra.select>
      </HStack>
      <Stack as="ul" gap="2" aria-label="Doublons à recycler">
        {sortRecycleLines(recycle.lines, sort).map((line) => (
          <PlanLine
            key={`${line.item.id}/${line.shinyLevel}`}
            data-testid="recycle-line"
            data-item-slug={line.item.slug}
            data-shiny-level={line.shinyLevel}
            data-duplicates={line.duplicateCount}
            data-currency={line.currency}
            data-amount={line.amount}
          >
            <chakra.div flex="1" minW="0">
              <CardTile as="div" layout="list" item={line.item} shinyLevel={line.shinyLevel as ShinyLevel} />
            </chakra.div>
            <Text fontSize="sm" color="fg.muted">
              {shinyLevelLabels[line.shinyLevel as ShinyLevel]} ·{' '}
              {plural(line.duplicateCount, { one: 'doublon', other: 'doublons' })} sur{' '}
              {plural(line.quantity, { one: 'exemplaire', other: 'exemplaires' })}
            </Text>
            <Badge
              alignSelf={{ base: 'flex-start', md: 'center' }}
              colorPalette={line.amount < 0 ? 'red' : 'gold'}
              variant="subtle"
              fontSize="sm"
              px="2"
            >
              {signedAmountText(line.amount, line.currency)}
            </Badge>
          </PlanLine>
        ))}
      </Stack>
    </Stack>
  );
}
