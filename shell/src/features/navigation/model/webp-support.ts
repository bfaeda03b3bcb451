/** A 2-pixel-high lossy WebP: a browser that can decode WebP reports its height as 2. */
const webpProbe = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAIAAwA0JaQAA3AA/vuUAAA=';

export function detectWebpSupport(createImage: () => HTMLImageElement = () => new Image()): Promise<boolean> {
  return new Promise((resolve) => {
    const image = createImage();
    image.onload = () => resolve(image.height === 2);
    image.onerror = () => resolve(false);
    image.src = webpProbe;
  });
}
