import { Link as RouterLink } from 'react-router';
import { inlineLinkStyle, Link, type LinkProps } from '@zu/shared-ui';

export type AppLinkProps = Omit<LinkProps, 'href' | 'asChild'> & { to: string };

/** A Chakra-styled link that navigates through the router (build `to` with pathTo). */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A link in running text (a sentence, a paragraph's end): the site's one look for them, as in its articles. */
export function TextLink(props: AppLinkProps) {
  return <AppLink {...inlineLinkStyle} {...props} />;
}
