// Where each generated image is served: the one place that knows the URL layout of the image routes.

export type ImageKind = 'item' | 'back' | 'banner' | 'corporation' | 'post';

/** `{publicUrl}/images/{kind}/{name}.webp`, e.g. a card at a shiny level is `item/{id}-{shinyLevel}`. */
export function imageUrl(publicUrl: string, kind: ImageKind, name: string): string {
  return `${publicUrl}/images/${kind}/${name}.webp`;
}

export const itemImageUrl = (publicUrl: string, itemId: string, shinyLevel: number) =>
  imageUrl(publicUrl, 'item', `${itemId}-${shinyLevel}`);
