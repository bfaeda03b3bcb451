import { memo } from 'react';
import { Link } from 'react-router';
import type { Item } from '@zu/shared-contract';
// The main entry, not its files: the widgets chunk must share the platform's one copy (router links, routes).
import { getRuntimeConfig, pathTo } from '@zu/shared-platform';
import {
  CardImage,
  cardClassNames as c,
  CardName,
  ChromaticTilt,
  RarityIcons,
  ShinyLevelBadge,
  shownShinyLevel,
  type ShinyLevel,
} from '@zu/shared-ui';

export interface CardTileProps {
  item: Item;
  /** Which version of the card shows (one the card does not exist in, a STAR card's golden one, shows normal). */
  shinyLevel?: ShinyLevel;
  /** A constellation's level, 1 to its rarity (an inventory entry's `constellationLevel`); absent: not one. */
  constellationLevel?: number;
  /** Copies owned, shown as ×N (inventories). */
  quantity?: number;
  /** `grid`: the picture first; `list`: one line per card. */
  layout?: 'grid' | 'list';
  /** In the first screenful: its picture is fetched at once (see CardImage). */
  priority?: boolean;
  /** `li` in a list of cards (the default); `div` inside a larger item of a list (an offer of the échoppe). */
  as?: 'li' | 'div';
}

/** The picture of the version shown (a STAR card asked in gold shows its normal picture). */
export function cardPictureSrc(item: Item, shinyLevel: ShinyLevel = 0): string {
  const level = shownShinyLevel(item.shinyLevels, shinyLevel);
  return item.urls[level] ?? item.urls[0] ?? '';
}

/**
 * A card everywhere on the site: its picture of the chosen shiny level, rarity, name, linking to its page. Drawn by
 * the hundred, so plain elements styled by class (see the card styles of `@zu/shared-ui`), and not drawn again
 * while its props stay the same.
 */
export const CardTile = memo(function CardTile({
  item,
  shinyLevel = 0,
  constellationLevel,
  quantity,
  layout = 'grid',
  priority = false,
  as: Root = 'li',
}: CardTileProps) {
  const level = shownShinyLevel(item.shinyLevels, shinyLevel);
  const image = <CardImage src={cardPictureSrc(item, shinyLevel)} alt={item.name} priority={priority} />;
  const to = pathTo('Item', { slug: item.slug });
  const name = (
    <CardName
      identifier={item.identifier}
      name={item.name}
      hideHardcoreTag={item.hideHardcoreTag}
      ruleSet={getRuntimeConfig().ruleSet}
    />
  );

  if (layout === 'list') {
    return (
      <Root className={c.row} data-testid="card-tile">
        <Link to={to}>
          <div className={c.rowImage}>{image}</div>
          <div className={c.rowText}>
            {name}
            <p className={c.rowPack}>
              {item.pack.name}
              {item.pack.year ? ` ${item.pack.year}` : ''} · {item.genre}
            </p>
          </div>
          <ShinyLevelBadge shinyLevel={level} />
          <RarityIcons rarity={item.rarity} constellationLevel={constellationLevel} />
          <p className={c.rowScore}>{item.scores[level]} pts</p>
          {quantity !== undefined ? <p className={c.quantity}>×{quantity}</p> : null}
        </Link>
      </Root>
    );
  }

  return (
    <Root className={c.tile} data-testid="card-tile">
      <Link to={to} className={c.tileLink}>
        {level === 2 ? <ChromaticTilt>{image}</ChromaticTilt> : image}
        <div className={c.tileMeta}>
          <RarityIcons rarity={item.rarity} constellationLevel={constellationLevel} short />
          <ShinyLevelBadge shinyLevel={level} />
          {quantity !== undefined ? <p className={c.quantity}>×{quantity}</p> : null}
        </div>
        <div className={c.tileName}>{name}</div>
      </Link>
    </Root>
  );
});
