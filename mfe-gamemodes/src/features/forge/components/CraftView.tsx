import type { ForgePlan } from '@zu/shared-contract';
import { QueryErrorState, usePacksQuery } from '@zu/shared-platform';
import { CardTile, PackSelect } from '@zu/shared-platform/widgets';
import { chakra, formatNumber, HStack, LoadingState, plural, Stack, Text } from '@zu/shared-ui';
import { amountText, forgeCurrencies } from '../model/forge-currencies';
import { PlanLine } from './PlanLine';
import { craftShortfalls } from '../model/forge-plan';

export interface CraftViewProps {
  packId: string | undefined;
  onPackChange: (packId: string | undefined) => void;
  /** The answer for the chosen pack; none while it is read. */
  plan: ForgePlan | undefined;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The cards of a chosen pack the player lacks, what crafting each costs or why it cannot be, and the whole bill. */
export function CraftView({ packId, onPackChange, plan, isFetching, error, onRetry }: CraftViewProps) {
  const packs = usePacksQuery();
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <chakra.label htmlFor="forge-pack" fontWeight="semibold">
          Pack à compléter
        </chakra.label>
        <PackSelect id="forge-pack" value={packId} onChange={onPackChange} emptyLabel="Choisis un pack" />
      </HStack>
      {packs.isError ? <QueryErrorState error={packs.error} onRetry={() => void packs.refetch()} /> : null}
      {!packId ? (
        <Text color="fg.muted">
          Choisis un pack pour voir les cartes qui te manquent et ce que coûte leur création.
        </Text>
      ) : isFetching ? (
        <LoadingState />
      ) : error ? (
        <QueryErrorState error={error} onRetry={onRetry} />
      ) : plan?.craft ? (
        <CraftLines plan={plan} craft={plan.craft} />
      ) : null}
    </Stack>
  );
}

function CraftLines({ plan, craft }: { plan: ForgePlan; craft: NonNullable<ForgePlan['craft']> }) {
  const bill = forgeCurrencies.filter((currency) => craft.total[currency] > 0);
  const shortfalls = craftShortfalls(plan, craft.total);
  return (
    <Stack gap="4">
      {craft.isForgeable ? null : (
        <Text color="orange.300" data-testid="craft-not-forgeable">
          Les cartes de ce pack ne se forgent pas : seules celles du pack Classique et du pack du Vortex en cours
          peuvent être créées.
        </Text>
      )}
      <Text data-testid="craft-missing-count">
        {craft.missingCount === 0
          ? 'Tu as déjà toutes les cartes de ce pack.'
          : `Il te manque ${plural(craft.missingCount, { one: 'carte', other: 'cartes' })} de ce pack.`}
      </Text>
      {bill.length > 0 ? (
        <Stack gap="1" p="4" borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="lg">
          <Text fontWeight="bold" fontSize="lg" data-testid="craft-total">
            Tout créer : {bill.map((currency) => amountText(craft.total[currency], currency)).join(' · ')}
          </Text>
          {shortfalls.length === 0 ? (
            <Text color="green.300" data-testid="craft-balance-enough">
              Ton solde suffit pour tout créer.
            </Text>
          ) : (
            shortfalls.map((shortfall) => (
              <Text key={shortfall.currency} color="orange.300" data-testid="craft-shortfall">
                Il te manque {amountText(shortfall.missing, shortfall.currency)} : il en faut{' '}
                {formatNumber(shortfall.total)}, tu en as {formatNumber(shortfall.balance)}.
              </Text>
            ))
          )}
        </Stack>
      ) : null}
      {craft.lines.length > 0 ? (
        <Stack as="ul" gap="2" aria-label="Cartes à créer">
          {craft.lines.map((line) => (
            <PlanLine key={line.item.id} data-testid="craft-line">
              <chakra.div flex="1" minW="0">
                <CardTile as="div" layout="list" item={line.item} />
              </chakra.div>
              {line.cost !== undefined ? (
                <Text fontSize="sm" fontWeight="semibold">
                  {amountText(line.cost, line.currency)}
                </Text>
              ) : null}
              {line.refusal ? (
                <Text fontSize="sm" color="orange.300">
                  {line.refusal.message}
                </Text>
              ) : null}
            </PlanLine>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
