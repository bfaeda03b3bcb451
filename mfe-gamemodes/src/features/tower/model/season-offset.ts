/** The address's parameter naming the season shown: `?saison=1` is the one before the current one. */
export const seasonOffsetParam = 'saison';

/** The season asked for in the address; anything but a whole number from 0 up means the current one. */
export function seasonOffsetOf(params: URLSearchParams): number {
  const text = params.get(seasonOffsetParam) ?? '';
  return /^\d{1,4}$/.test(text) ? Number(text) : 0;
}
