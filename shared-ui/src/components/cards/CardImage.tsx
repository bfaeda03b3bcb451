import { Image } from '@chakra-ui/react';

export interface CardImageProps {
  src: string;
  alt: string;
  /** In the first screenful (a likely largest paint): fetched at once, first, rather than when laid out. */
  priority?: boolean;
}

/**
 * A card picture: WebP, with its size reserved (no layout shift); loaded only when near the viewport, except the
 * first screenful's, which must not be late.
 */
export function CardImage({ src, alt, priority = false }: CardImageProps) {
  return (
    <Image
      src={src}
      alt={alt}
      width="300"
      height="420"
      w="full"
      h="auto"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      borderRadius="lg"
      data-format={src.endsWith('.webp') ? 'webp' : undefined}
    />
  );
}
