const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML or XML character data and attribute values (the five special characters). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}
