import { Link as RouterLink } from 'react-router';
import { Button } from '@zu/shared-ui';
import { pathTo } from './paths';

/**
 * The way back to the site from a page of the blank layout (no header, no navigation): the same button at the top
 * of each of them.
 */
export function BackToSite() {
  return (
    <Button asChild size="sm" variant="ghost" colorPalette="gold" mb="4" ms="-3" data-testid="back-to-site">
      <RouterLink to={pathTo('Main')}>
        <span aria-hidden="true">←</span> Retour au site
      </RouterLink>
    </Button>
  );
}
