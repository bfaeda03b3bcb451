import { Link as RouterLink } from 'react-router';
import { Link, type LinkProps } from '@zu/shared-ui';

export type AppLinkProps = Omit<LinkProps, 'href' | 'asChild'> & { to: string };

/** A Chakra-styled link that navigates through the router (build `to` with pathTo). */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
