import type { Item } from '@zu/shared-contract';
// The main entry, not its files: the widgets chunk must share the platform's one copy (router links, routes).
import { AppLink, pathTo } from '@zu/shared-platform';
import {
  Box,
  CardImage,
  CardName,
  ChromaticTilt,
  HStack,
  RarityIcons,
  ShinyLevelBadge,
  shownShinyLevel,
  Text,
  type ShinyLevel,
} from '@zu/shared-ui';

export interface CardTileProps {
  item: Item;
  /** Which version of the card shows (a STAR card has no golden version and shows normal). */
  shinyLevel?: ShinyLevel;
  /** A constellation's upgrade level; -1 or absent: not a constellation. */
  upgradeLevel?: number;
  /** Copies owned, shown as ×N (inventories). */
  quantity?: number;
  /** `grid`: the picture first; `list`: one line per card. */
  layout?: 'grid' | 'list';
  /** In the first screenful: its picture is fetched at once (see CardImage). */
  priority?: boolean;
  /** `li` in a list of cards (the default); `div` inside a larger item of its own (an offer of the échoppe). */
  as?: 'li' | 'div';
}

/** A card everywhere on the site: its picture of the chosen shiny level, rarity, name, linking to its page. */
export function CardTile({
  item,
  shinyLevel = 0,
  upgradeLevel,
  quantity,
  layout = 'grid',
  priority = false,
  as = 'li',
}: CardTileProps) {
  const level = shownShinyLevel(item.rarity, shinyLevel);
  const src = item.urls[level] ?? item.urls[0] ?? '';
  const image = <CardImage src={src} alt={item.name} priority={priority} />;
  const to = pathTo('Item', { slug: item.slug });

  if (layout === 'list') {
    return (
      <Box as={as} listStyleType="none" data-testid="card-tile">
        <AppLink
          to={to}
          display="flex"
          alignItems="center"
          gap="3"
          py="1"
          _hover={{ textDecoration: 'none', bg: 'bg.muted' }}
        >
          <Box w="12" flexShrink={0}>
            {image}
          </Box>
          <Box flex="1" minW="0">
            <CardName identifier={item.identifier} name={item.name} hideHardcoreTag={item.hideHardcoreTag} />
            <Text fontSize="xs" color="fg.subtle">
              {item.pack.name}
              {item.pack.year ? ` ${item.pack.year}` : ''} · {item.genre}
            </Text>
          </Box>
          <ShinyLevelBadge rarity={item.rarity} shinyLevel={level} />
          <RarityIcons rarity={item.rarity} upgradeLevel={upgradeLevel} />
          <Text fontSize="sm" minW="16" textAlign="end">
            {item.scores[level]} pts
          </Text>
          {quantity !== undefined ? <Text fontSize="sm">×{quantity}</Text> : null}
        </AppLink>
      </Box>
    );
  }

  return (
    <Box as={as} listStyleType="none" data-testid="card-tile">
      <AppLink
        to={to}
        display="block"
        _hover={{ textDecoration: 'none', transform: 'translateY(-2px)' }}
        transition="transform 0.15s"
      >
        {level === 2 ? <ChromaticTilt>{image}</ChromaticTilt> : image}
        <HStack justify="center" mt="1" gap="2">
          <RarityIcons rarity={item.rarity} upgradeLevel={upgradeLevel} short />
          <ShinyLevelBadge rarity={item.rarity} shinyLevel={level} />
          {quantity !== undefined ? <Text fontSize="xs">×{quantity}</Text> : null}
        </HStack>
        <Box textAlign="center">
          <CardName identifier={item.identifier} name={item.name} hideHardcoreTag={item.hideHardcoreTag} />
        </Box>
      </AppLink>
    </Box>
  );
}
