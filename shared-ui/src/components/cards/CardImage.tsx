import { cardClassNames } from './card-styles';

export interface CardImageProps {
  src: string;
  alt: string;
  /** In the first screenful (a likely largest paint): fetched at once, first, rather than when laid out. */
  priority?: boolean;
}

/**
 * A card picture: WebP, with its size reserved (no layout shift); loaded only when near the viewport, except the
 * first screenful's, which must not be late. A plain element (see card-styles).
 */
export function CardImage({ src, alt, priority = false }: CardImageProps) {
  return (
    <img
      className={cardClassNames.image}
      src={src}
      alt={alt}
      width="300"
      height="420"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      data-format={src.endsWith('.webp') ? 'webp' : undefined}
    />
  );
}
