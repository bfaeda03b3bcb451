import { Suspense } from 'react';
import { LoadingState } from '@zu/shared-ui';
import { HomeHero, HomeSections } from '../../features/home';

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
