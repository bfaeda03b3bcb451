import { lazy, Suspense } from 'react';
import { LoadingState } from '@zu/shared-ui';
import { HomeHero } from '../../features/home/components/HomeHero';

const HomeSections = lazy(() => import('../../features/home/components/HomeSections'));

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Suspense fallback={<LoadingState />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
