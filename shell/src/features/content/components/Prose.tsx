import { Box, type BoxProps } from '@zu/shared-ui';
import { proseStyles } from '../model/prose-styles';

/** A block of long text (paragraphs, lists, tables) styled as the site's articles. */
export function Prose(props: Omit<BoxProps, 'css'>) {
  return <Box css={proseStyles} {...props} />;
}
