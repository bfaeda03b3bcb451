import { Box, Heading, inlineLinkStyle, Link, Text } from '@zu/shared-ui';

/** An outside link in running text: the site's link look, opening in a new tab. */
function OutsideLink({ href, children }: { href: string; children: string }) {
  return (
    <Link {...inlineLinkStyle} href={href} target="_blank" rel="noreferrer noopener">
      {children}
    </Link>
  );
}

/**
 * The card, banner and news pictures are drawn from an openly licensed icon set whose licence (CC BY 3.0) asks for
 * its authors to be credited where the work is shown, with a link to the licence and a word on what was changed.
 */
export function ArtCredits() {
  return (
    <Box as="section" aria-labelledby="credits-titre" id="credits" scrollMarginTop="24">
      <Heading as="h2" id="credits-titre" size={{ base: 'xl', md: '2xl' }} fontFamily="heading">
        Crédits des illustrations
      </Heading>
      <Text color="whiteAlpha.800" mt="3" maxW="3xl" lineHeight="1.7">
        Les illustrations des cartes, des bannières et des actualités sont composées par le jeu à partir des icônes de{' '}
        <OutsideLink href="https://game-icons.net">game-icons.net</OutsideLink>, dessinées par Lorc, Delapouite et{' '}
        <OutsideLink href="https://game-icons.net/about.html#authors">les autres auteurs du projet</OutsideLink>, sous
        licence <OutsideLink href="https://creativecommons.org/licenses/by/3.0/deed.fr">CC BY 3.0</OutsideLink>. Elles y
        sont recolorées, agrandies ou réduites et assemblées en scènes : chaque carte montre ce que dit son nom.
      </Text>
    </Box>
  );
}
