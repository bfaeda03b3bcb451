import type { SearchResult } from '@zu/shared-contract';
import { pathTo } from '@zu/shared-platform';

/** Where choosing a result leads: Item, UserOverview, Achievement or CorpoDetail. */
export function resultPath(result: SearchResult): string {
  switch (result.type) {
    case 'USER':
      return pathTo('UserOverview', { discordUserName: result.name });
    case 'ITEM':
      return pathTo('Item', { slug: result.data });
    case 'ACHIEVEMENT':
      return pathTo('Achievement', { slug: result.data });
    case 'CORPORATION':
      return pathTo('CorpoDetail', { corpo: result.id });
  }
}

export const resultKindLabel: Record<SearchResult['type'], string> = {
  USER: 'Joueur',
  ITEM: 'Carte',
  ACHIEVEMENT: 'Succès',
  CORPORATION: 'Corporation',
};
