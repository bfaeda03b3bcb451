/** The chat ids a post mentions (`<@chatId>` or `<@!chatId>`), each once, so the site can link to their profiles. */
export function mentionedChatIds(content: string): string[] {
  return [...new Set([...content.matchAll(/<@!?(\d{5,20})>/g)].map((match) => match[1]!))];
}
