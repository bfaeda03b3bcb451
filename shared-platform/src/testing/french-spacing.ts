/**
 * Where a French text puts an ordinary space inside guillemets (« like this »): there a line may end on « or start
 * with », which French typography never does; the space inside guillemets is a no-break one. Each place is given
 * with a little of its context, so a failing test says which phrase to mend.
 */
export function guillemetsWithBreakingSpaces(text: string): string[] {
  return text.match(/.{0,20}(«[ \n]|[ \n]»).{0,5}/g) ?? [];
}
