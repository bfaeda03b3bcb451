import { useEffect, useState } from 'react';
import { QueryErrorState } from '@zu/shared-platform';
import { Box, formatNumber, Heading, LoadingState, Stack, useOnDemandParts } from '@zu/shared-ui';
import { useGamemodesForgePlanQuery } from '../api/forge-api';
import { CraftView } from './CraftView';
import { ForgeModifiers } from './ForgeModifiers';
import { FusionView } from './FusionView';
import { RecycleView } from './RecycleView';

/**
 * The signed-in player's forge planner (`GET /public/forge/{userName}`): what their duplicates would give, what the
 * cards of a pack they lack would cost, which fusions they can make. Every figure is the answer's.
 */
export function ForgePlanner({ userName }: { userName: string }) {
  const [packId, setPackId] = useState<string>();
  const plan = useGamemodesForgePlanQuery({ userName, packId });
  // Choosing a pack reads the plan again: the other views keep the last answer meanwhile (`data`), the crafting view
  // waits for the one of its pack (`currentData`).
  const { data } = plan;
  // The tabs' code comes with the page (see the pages module); asked here too, for a planner drawn elsewhere.
  const { parts, load } = useOnDemandParts();
  useEffect(load, [load]);
  const Tabs = parts?.Tabs;
  return (
    <Box as="section" aria-labelledby="forge-planner">
      <Heading as="h2" size="lg" id="forge-planner" mb="4">
        Mon planificateur
      </Heading>
      {plan.isLoading || !Tabs ? <LoadingState /> : null}
      {!data && plan.isError ? <QueryErrorState error={plan.error} onRetry={() => void plan.refetch()} /> : null}
      {data && Tabs ? (
        <Stack gap="5">
          <ForgeModifiers plan={data} />
          <Tabs.Root defaultValue="recyclage" variant="line" lazyMount>
            <Tabs.List aria-label="Vues du planificateur" overflowX="auto">
              <Tabs.Trigger value="recyclage">Recyclage ({formatNumber(data.recycle.lines.length)})</Tabs.Trigger>
              <Tabs.Trigger value="creation">Création</Tabs.Trigger>
              <Tabs.Trigger value="fusions">Fusions ({formatNumber(data.fusions.ready.length)})</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="recyclage">
              <RecycleView recycle={data.recycle} />
            </Tabs.Content>
            <Tabs.Content value="creation">
              <CraftView
                packId={packId}
                onPackChange={setPackId}
                plan={plan.currentData}
                isFetching={plan.isFetching}
                error={plan.isError ? plan.error : undefined}
                onRetry={() => void plan.refetch()}
              />
            </Tabs.Content>
            <Tabs.Content value="fusions">
              <FusionView fusions={data.fusions} />
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      ) : null}
    </Box>
  );
}
