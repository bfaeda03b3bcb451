// Text no request may carry in a name, an id or a query value: control characters (NUL among them, which
// PostgreSQL text cannot hold), lone surrogates (half a character, which no encoding can write back), and values
// longer than any the API takes. Found anywhere in a path or query parameter, the request is refused as bad input
// (see the input guard), so no route meets them in its handler or its SQL. A body's text (a corporation's name or
// description) may hold line breaks and tabs, nothing else of that kind; its lengths are its schema's.

// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const controlCharacterBesidesLayout = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Longer than any name, slug, id or query value the API takes (the longest, a card's slug, is under 200). */
export const maxParameterLength = 1000;

/** Why `text` cannot be a parameter, in French for the refusal; null when it can. */
export function unsafeParameterText(text: string): string | null {
  if (controlCharacter.test(text)) return 'caractère de contrôle';
  if (loneSurrogate.test(text)) return 'caractère incomplet';
  if (text.length > maxParameterLength) return 'valeur trop longue';
  return null;
}

/** Why `text` cannot be a body's text, in French for the refusal; null when it can. */
export function unsafeBodyText(text: string): string | null {
  if (controlCharacterBesidesLayout.test(text)) return 'caractère de contrôle';
  if (loneSurrogate.test(text)) return 'caractère incomplet';
  return null;
}
