/** Up to two letters for a corporation's logo: the first of its first two words ('Les Rayous' → 'LR'). */
export function logoInitials(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}

/** A hue (0–359) drawn from the name, the same for the same name on every visit and every machine. */
export function logoHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return hash;
}
