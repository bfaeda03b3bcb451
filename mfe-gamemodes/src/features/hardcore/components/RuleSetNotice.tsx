import { getRuntimeConfig } from '@zu/shared-platform';
import { Link, Text } from '@zu/shared-ui';

/**
 * Which rule set this site shows. Each site serves one of the two, and while a hardcore season can still come the
 * navigation's mode switch leads to the other; under NORMAL the page also says where hardcore is played.
 */
export function RuleSetNotice({ switchShown }: { switchShown: boolean }) {
  const { ruleSet, communityInviteUrl } = getRuntimeConfig();
  if (ruleSet === 'NORMAL') {
    return (
      <Text p="4" borderWidth="1px" borderColor="whiteAlpha.300" borderRadius="lg" data-testid="hardcore-rule-set">
        Ce site montre le mode normal, où il n'y a ni saison ni partie hardcore. Le hardcore se joue avec son propre
        /journa, dans un salon à part du{' '}
        <Link href={communityInviteUrl} target="_blank" rel="noreferrer" color="gold.fg">
          serveur de la communauté
        </Link>
        , et ses saisons se suivent sur le site du mode hardcore.
        {switchShown ? ' Le lien «\u00a0Mode hardcore\u00a0» de la navigation y mène.' : ''}
      </Text>
    );
  }
  return (
    <Text color="fg.muted" data-testid="hardcore-rule-set">
      Ce site montre le mode hardcore.
      {switchShown ? ' Le lien «\u00a0Mode normal\u00a0» de la navigation mène au site du mode normal.' : ''}
    </Text>
  );
}
