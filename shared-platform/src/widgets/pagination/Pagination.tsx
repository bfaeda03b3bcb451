import { Button, HStack, Text } from '@zu/shared-ui';

export interface PaginationProps {
  /** 0-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** What is paged, for a screen reader: 'Pages du classement', 'Pages des offres'… */
  label?: string;
}

/**
 * The site's one pager (the rankings, the Marché's offers, a corporation's log): first, previous, where one is,
 * next, last; nothing while it all fits on one page. Its controls wrap on a phone, where they are wider than the
 * screen, rather than widen the page.
 */
export function Pagination({ page, pageCount, onChange, label = 'Pages du classement' }: PaginationProps) {
  if (pageCount <= 1) return null;
  const first = page <= 0;
  const last = page >= pageCount - 1;
  return (
    <HStack as="nav" aria-label={label} gap="2" justify="center" wrap="wrap" my="4">
      <Button size="sm" variant="outline" disabled={first} onClick={() => onChange(0)}>
        Première
      </Button>
      <Button size="sm" variant="outline" disabled={first} onClick={() => onChange(page - 1)}>
        Précédente
      </Button>
      <Text aria-live="polite" fontVariantNumeric="tabular-nums" px="1">
        Page {page + 1} sur {pageCount}
      </Text>
      <Button size="sm" variant="outline" disabled={last} onClick={() => onChange(page + 1)}>
        Suivante
      </Button>
      <Button size="sm" variant="outline" disabled={last} onClick={() => onChange(pageCount - 1)}>
        Dernière
      </Button>
    </HStack>
  );
}
