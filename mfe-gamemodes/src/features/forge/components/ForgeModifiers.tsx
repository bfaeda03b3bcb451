import type { ForgePlan } from '@zu/shared-contract';
import { formatNumber, Stack, Text } from '@zu/shared-ui';
import { amountText, currencyName, forgeCurrencies } from '../model/forge-currencies';

/** '+30 %', '-30 %': a percentage the API gives, with its sign. */
const signedPercent = (percent: number) => `${percent > 0 ? '+' : ''}${formatNumber(percent)} %`;

/** What shapes the player's forge figures today, as the planner's answer states it, and their balance. */
export function ForgeModifiers({ plan }: { plan: ForgePlan }) {
  const { recycleEffectPercent, craftEffectPercent, corporationRecyclePercent, vortexPack } = plan.modifiers;
  const corporation = forgeCurrencies
    .filter((currency) => corporationRecyclePercent[currency] > 0)
    .map((currency) => `${signedPercent(corporationRecyclePercent[currency])} en ${currencyName(currency)}`);
  const lines = [
    recycleEffectPercent !== 0 ? `Effet en cours : recyclage ${signedPercent(recycleEffectPercent)}` : null,
    craftEffectPercent !== 0 ? `Effet en cours : prix de la forge ${signedPercent(craftEffectPercent)}` : null,
    corporation.length > 0 ? `Bonus de corporation : recyclage ${corporation.join(', ')}` : null,
  ].filter((line): line is string => line !== null);
  return (
    <Stack gap="1" p="4" borderWidth="1px" borderColor="brand.800" borderRadius="lg" data-testid="forge-modifiers">
      {lines.length > 0 ? (
        lines.map((line) => (
          <Text key={line} fontWeight="semibold" color="gold.fg">
            {line}
          </Text>
        ))
      ) : (
        <Text color="fg.muted">Aucun effet ni bonus de corporation ne change tes gains ni tes prix aujourd'hui.</Text>
      )}
      {vortexPack ? (
        <Text data-testid="forge-vortex-pack">
          Pack du Vortex en cours : {vortexPack.name}
          {vortexPack.year ? ` ${vortexPack.year}` : ''} (ses cartes se forgent aussi).
        </Text>
      ) : null}
      <Text data-testid="forge-balance">
        Ton solde : {forgeCurrencies.map((currency) => amountText(plan.balance[currency], currency)).join(' · ')}
      </Text>
    </Stack>
  );
}
