import { Badge, type BadgeProps } from '@chakra-ui/react';

export interface CodeLabelBadgeProps extends Omit<BadgeProps, 'children'> {
  /** The label of the failed answer's status or code ('Non trouvé', 'Erreur serveur'…); nothing is shown without. */
  label?: string;
}

/**
 * What failed, in a word, beside a message that does not say it (the generic error). Written out rather than told by
 * its colour alone, so that it reads the same to a screen reader and without colours.
 */
export function CodeLabelBadge({ label, ...style }: CodeLabelBadgeProps) {
  if (!label) return null;
  return (
    <Badge colorPalette="red" variant="solid" data-testid="error-code-label" {...style}>
      {label}
    </Badge>
  );
}
