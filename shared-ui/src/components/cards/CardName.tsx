import { hardcoreTag } from './card-display-rules';
import { cardClassNames } from './card-styles';

export interface CardNameProps {
  identifier: number;
  name: string;
  hideHardcoreTag: boolean;
}

/** '#12 · Name' followed by the hardcore tag unless the card hides it. Plain elements (see card-styles). */
export function CardName({ identifier, name, hideHardcoreTag }: CardNameProps) {
  const tag = hardcoreTag(hideHardcoreTag);
  return (
    <p className={cardClassNames.name}>
      #{identifier} · {name}
      {tag ? (
        <span className={cardClassNames.hardcoreTag} data-testid="hardcore-tag">
          {tag}
        </span>
      ) : null}
    </p>
  );
}
