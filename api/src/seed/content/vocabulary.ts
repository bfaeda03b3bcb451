// Compact notations for French word lists, so content files stay readable: 'f:Chouette', 'argenté|argentée'.

export type Gender = 'm' | 'f';

export interface Noun {
  word: string;
  gender: Gender;
}

export interface Adjective {
  m: string;
  f: string;
}

/** 'm:Loup' -> { word: 'Loup', gender: 'm' } */
export function nouns(entries: readonly string[]): Noun[] {
  return entries.map((entry) => {
    const [gender, word] = entry.split(':');
    if ((gender !== 'm' && gender !== 'f') || !word) throw new Error(`bad noun entry: ${entry}`);
    return { word, gender };
  });
}

/** 'argenté|argentée' -> both forms; 'sombre' -> the same form for both genders. */
export function adjectives(entries: readonly string[]): Adjective[] {
  return entries.map((entry) => {
    const [m, f] = entry.split('|');
    if (!m) throw new Error(`bad adjective entry: ${entry}`);
    return { m, f: f ?? m };
  });
}

export function agree(adjective: Adjective, gender: Gender): string {
  return gender === 'm' ? adjective.m : adjective.f;
}
