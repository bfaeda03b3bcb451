import { Image } from '@chakra-ui/react';

export interface CardImageProps {
  src: string;
  alt: string;
}

/** A card picture: WebP, loaded only when near the viewport, with its size reserved (no layout shift). */
export function CardImage({ src, alt }: CardImageProps) {
  return (
    <Image
      src={src}
      alt={alt}
      width="300"
      height="420"
      w="full"
      h="auto"
      loading="lazy"
      decoding="async"
      borderRadius="lg"
      data-format={src.endsWith('.webp') ? 'webp' : undefined}
    />
  );
}
