import { chakra, Text } from '@chakra-ui/react';
import { hardcoreTag } from './card-display-rules';

export interface CardNameProps {
  identifier: number;
  name: string;
  hideHardcoreTag: boolean;
}

/** '#12 · Name' followed by the hardcore tag unless the card hides it. */
export function CardName({ identifier, name, hideHardcoreTag }: CardNameProps) {
  const tag = hardcoreTag(hideHardcoreTag);
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={1}>
      #{identifier} · {name}
      {tag ? (
        <chakra.span ms="1" color="red.400" fontWeight="semibold" data-testid="hardcore-tag">
          {tag}
        </chakra.span>
      ) : null}
    </Text>
  );
}
