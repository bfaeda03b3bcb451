import { preload } from 'react-dom';

/**
 * Asks at once for a picture that is a page's largest paint but that the browser would find late (a CSS background
 * is found only once the page is styled and laid out). In a page sent as HTML, React writes it as a hint the page's
 * head carries.
 */
export function preloadPicture(src: string): void {
  preload(src, { as: 'image', fetchPriority: 'high' });
}
