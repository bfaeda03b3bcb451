import { Button, HStack, Text } from '@zu/shared-ui';

export interface PaginationProps {
  /** 0-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/**
 * The pager under a ranking the API sends a page at a time; nothing while it all fits on one page. Its controls wrap
 * on a phone, where they are wider than the screen, rather than widen the page.
 */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages du classement" gap="3" justify="center" wrap="wrap" my="4">
      <Button size="sm" variant="outline" disabled={page <= 0} onClick={() => onChange(0)}>
        Première
      </Button>
      <Button size="sm" variant="outline" disabled={page <= 0} onClick={() => onChange(page - 1)}>
        Précédente
      </Button>
      <Text aria-live="polite" fontVariantNumeric="tabular-nums">
        Page {page + 1} sur {pageCount}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pageCount - 1} onClick={() => onChange(page + 1)}>
        Suivante
      </Button>
    </HStack>
  );
}
