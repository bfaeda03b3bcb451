import type { Pack } from '@zu/shared-contract';
import type { packs } from './catalogue-schema';

export const toPack = (pack: typeof packs.$inferSelect): Pack => ({
  id: pack.id,
  name: pack.name,
  slug: pack.slug,
  year: pack.year,
});
