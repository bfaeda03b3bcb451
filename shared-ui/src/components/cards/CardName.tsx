import type { RuleSetType } from '@zu/shared-contract';
import { hardcoreTag } from './card-display-rules';
import { cardClassNames } from './card-styles';

export interface CardNameProps {
  identifier: number;
  name: string;
  hideHardcoreTag: boolean;
  /** The site's rule set: only the hardcore site tags its cards. */
  ruleSet: RuleSetType;
}

/** '#12 · Name' followed by the hardcore tag unless the card or the site hides it. Plain elements (see card-styles). */
export function CardName({ identifier, name, hideHardcoreTag, ruleSet }: CardNameProps) {
  const tag = hardcoreTag(hideHardcoreTag, ruleSet);
  return (
    <p className={cardClassNames.name}>
      #{identifier} · {name}
      {tag ? (
        // A small badge that reads '-hc'; a screen reader says what it stands for.
        <span
          className={cardClassNames.hardcoreTag}
          role="img"
          aria-label="hardcore"
          title="Carte des règles hardcore"
          data-testid="hardcore-tag"
        >
          {tag}
        </span>
      ) : null}
    </p>
  );
}
