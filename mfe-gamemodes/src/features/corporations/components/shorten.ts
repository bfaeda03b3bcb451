/** Corporation texts in lists are cut at 60 characters plus an ellipsis. */
export function shorten(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
