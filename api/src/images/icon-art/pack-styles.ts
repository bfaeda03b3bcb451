// Each themed pack has its own colour and scenery, so its cards read as a set beside the others: the hue family of the
// illustration and the two background layers (far: rays, rings, bands or a lattice; near: shards, bokeh or ridges).
// A pack not listed (the yearly 'Classique', the 'Hors-série', a pack added later) lets each card pick freely.

export type FarLayer = 'rays' | 'rings' | 'bands' | 'lattice';
export type NearLayer = 'shards' | 'bokeh' | 'ridges';

export interface PackStyle {
  /** Base hue (0-360); each card shifts it a little. */
  hue: number;
  far: FarLayer;
  near: NearLayer;
}

export const PACK_STYLES: Readonly<Record<string, PackStyle>> = {
  'Forêt des Murmures': { hue: 115, far: 'rays', near: 'ridges' },
  'Abysses Oubliés': { hue: 205, far: 'bands', near: 'bokeh' },
  'Cité Mécanique': { hue: 32, far: 'lattice', near: 'shards' },
  'Royaume de Givre': { hue: 188, far: 'rings', near: 'shards' },
  'Sables Éternels': { hue: 44, far: 'rays', near: 'ridges' },
  'Carnaval des Ombres': { hue: 318, far: 'rays', near: 'bokeh' },
  'Archipel Céleste': { hue: 170, far: 'rings', near: 'bokeh' },
  'Forges Ardentes': { hue: 10, far: 'bands', near: 'shards' },
  'Jardins Lunaires': { hue: 250, far: 'rings', near: 'bokeh' },
  'Chroniques du Rail': { hue: 352, far: 'bands', near: 'ridges' },
  'Vallée des Dragons': { hue: 140, far: 'rays', near: 'ridges' },
  'Bibliothèque Interdite': { hue: 280, far: 'lattice', near: 'shards' },
};

export const FAR_LAYERS: readonly FarLayer[] = ['rays', 'rings', 'bands', 'lattice'];
export const NEAR_LAYERS: readonly NearLayer[] = ['shards', 'bokeh', 'ridges'];
