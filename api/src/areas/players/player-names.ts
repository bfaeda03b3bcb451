// How a player is named in a path or a query: the chat user name, URL-encoded by the client. Names are lower-case
// ASCII in the database; clients send them in any case, and some still append the former discriminator `#0`
// (`Name%230`).

import { unsafeParameterText } from '../../lib/unsafe-text';

const encodedCharacter = /%[0-9a-f]{2}/i;

/** The form a name is looked up by: decoded, without a trailing `#0`, lower-case. */
export function playerNameKey(raw: string): string {
  // The router has decoded the path segment once; a client that encoded the name twice still means that player.
  // No chat user name holds `%`, so a second decoding never changes a real name.
  let name = raw.trim();
  if (encodedCharacter.test(name)) {
    try {
      const decoded = decodeURIComponent(name);
      // A second decoding that gives what no parameter may hold (`%2500` is a NUL) is not a name: the text is looked
      // up as it came (and not found).
      if (unsafeParameterText(decoded) === null) name = decoded;
    } catch {
      // Not a valid encoding: looked up as it is (and not found).
    }
  }
  if (name.endsWith('#0')) name = name.slice(0, -2);
  return name.toLowerCase();
}
