import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Box, Container, LoadingState } from '@zu/shared-ui';
import { QueryErrorState } from '../api/QueryErrorState';
import { useActiveFeatures } from '../app-settings/use-active-features';
import { getRuntimeConfig } from '../config/runtime-config';
import { isRouteOpen } from './gating';
import { pathTo } from './paths';
import type { RouteDefinition } from './route-table';
import { formatTitle } from './titles';

/** Gate, default title and `<Name>-page` container of every routed page, whichever app renders it. */
export function RoutePage({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const gated = route.features.length > 0 || route.needsBossToggle === true;
  return gated ? (
    <FeatureGate route={route}>
      <PageContainer route={route}>{children}</PageContainer>
    </FeatureGate>
  ) : (
    <PageContainer route={route}>{children}</PageContainer>
  );
}

function FeatureGate({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const { features, isReady, isError, error, refetch } = useActiveFeatures();
  const bossToggle = getRuntimeConfig().bossToggle;
  if (route.needsBossToggle && !bossToggle) return <Navigate to={pathTo('Unavailable')} replace />;
  if (!isReady) {
    return isError ? (
      <Container maxW="7xl" py="8">
        <QueryErrorState error={error} onRetry={() => void refetch()} />
      </Container>
    ) : (
      <LoadingState />
    );
  }
  if (!isRouteOpen(route, { activeFeatures: features, bossToggle })) {
    return <Navigate to={pathTo('Unavailable')} replace />;
  }
  return <>{children}</>;
}

function PageContainer({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  // A layout effect runs before the page's own effects, so a page that names itself after what it shows
  // (usePageTitle) has the last word.
  useLayoutEffect(() => {
    document.title = formatTitle(route.pageName);
  }, [route.pageName]);
  return <Box id={`${route.name}-page`}>{children}</Box>;
}
