import { useActiveFeatures, useFusionsQuery } from '@zu/shared-platform';
import { LatestPosts } from '../../posts';
import { CardShowcase } from './CardShowcase';
import { FeatureBlocks } from './FeatureBlocks';
import { FusionShowcase } from './FusionShowcase';
import { GiveawayBanner } from './GiveawayBanner';

/** Everything of the home page below the hero: loaded apart, after the hero has painted. */
export default function HomeSections() {
  const { data: fusions } = useFusionsQuery();
  const { features } = useActiveFeatures();
  return (
    <>
      <GiveawayBanner />
      <LatestPosts />
      <CardShowcase cards={fusions?.slice(0, 6).map((f) => f.item)} />
      <FusionShowcase fusion={fusions?.[0]} />
      <FeatureBlocks features={features} />
    </>
  );
}
