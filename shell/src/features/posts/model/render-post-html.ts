import MarkdownIt, { type Env, type StateCore, type StateInline } from 'markdown-it';
import { pathTo } from '@zu/shared-platform';

/** Chat-platform id → user name, for the `<@id>` mentions of a post. */
export type MentionMap = Readonly<Record<string, string>>;

interface PostEnv extends Env {
  mentions?: MentionMap;
}

// No raw HTML from a post may ever reach the page. With `html: false` markdown-it escapes every tag
// of the source; link targets are limited to the web, mail and the site itself.
const md = new MarkdownIt({ html: false, linkify: true });

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;
const allowedSchemes = new Set(['http', 'https', 'mailto']);
const externalPattern = /^(https?:)?\/\//i;
// Browsers ignore tabs, line breaks and controls inside a scheme ("java\tscript:"): judge the URL without them.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const invisibleCharacters = /[\u0000-\u0020\u007f-\u009f]/g;

const defaultValidateLink = md.validateLink.bind(md);
md.validateLink = (url: string) => {
  if (!defaultValidateLink(url)) return false;
  const scheme = schemePattern.exec(url.replace(invisibleCharacters, ''))?.[1]?.toLowerCase();
  return scheme === undefined || allowedSchemes.has(scheme);
};

const renderToken: NonNullable<typeof md.renderer.rules.link_open> = (tokens, idx, options, _env, self) =>
  self.renderToken(tokens, idx, options);
const defaultLinkOpen = md.renderer.rules.link_open ?? renderToken;
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token && externalPattern.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noreferrer noopener');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// The page title is the one <h1>: a post's own top-level headings come one level down.
md.core.ruler.push('demote_h1', (state: StateCore) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

// French typography: the space inside guillemets and before « : ; ! ? » is a no-break one, so that a line never
// starts with such a sign nor ends on «. Posts are written with ordinary spaces; their text (not their code) is
// mended here.
const breakingSpaceAfterGuillemet = /« /g;
const breakingSpaceBeforeSign = / ([»:;!?])/g;
md.core.ruler.push('french_spacing', (state: StateCore) => {
  for (const block of state.tokens) {
    for (const token of block.children ?? []) {
      if (token.type !== 'text') continue;
      token.content = token.content
        .replace(breakingSpaceAfterGuillemet, '«\u00a0')
        .replace(breakingSpaceBeforeSign, '\u00a0$1');
    }
  }
});

// `<@id>` (or `<@!id>`) is a chat mention. It must be caught before markdown-it escapes it as text.
const mentionPattern = /^<@!?(\d{1,20})>/;
md.inline.ruler.before('autolink', 'mention', (state: StateInline, silent: boolean) => {
  if (state.src.charCodeAt(state.pos) !== 0x3c) return false;
  const match = mentionPattern.exec(state.src.slice(state.pos, state.posMax));
  if (!match) return false;
  if (!silent) {
    const name = (state.env as PostEnv).mentions?.[match[1] ?? ''];
    // Inside a link's text a nested link is invalid HTML: keep the name as text there.
    if (name && state.linkLevel === 0) {
      const open = state.push('link_open', 'a', 1);
      open.attrs = [
        ['href', pathTo('UserOverview', { discordUserName: name })],
        ['class', 'mention'],
      ];
      state.push('text', '', 0).content = `@${name}`;
      state.push('link_close', 'a', -1);
    } else {
      state.push('text', '', 0).content = name ? `@${name}` : '@utilisateur';
    }
  }
  state.pos += match[0].length;
  return true;
});

/**
 * A post's Markdown as safe HTML: raw HTML shown as text, only http(s), mailto and site links (external ones open in
 * a new tab), and mentions turned into links to the player's profile when `mentions` knows the id.
 */
export function renderPostHtml(markdown: string, mentions: MentionMap = {}): string {
  const env: PostEnv = { mentions };
  return md.render(markdown, env);
}
