import { Type, type Static } from 'typebox';

/** The kinds of result of the header's quick search, in the order the API lists them. */
export const searchResultTypes = ['USER', 'ITEM', 'ACHIEVEMENT', 'CORPORATION'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** Longest description shown for a corporation before it is cut; an ellipsis `…` follows the cut. */
export const searchCorporationDataLength = 60;

/**
 * GET /public/zunivers/autocomplete/{text}: one entry of the quick search. What each field holds depends on `type`;
 * the site navigates to /joueur/{name}, /carte/{data}, /succes/{data} or /corporation/{id}. No achievement is
 * returned yet (the API has no achievements); the ACHIEVEMENT meanings below are reserved for them.
 */
export const SearchResult = Type.Object(
  {
    id: Type.String({
      format: 'uuid',
      description:
        'USER: the player id; ITEM: the card id; ACHIEVEMENT: the achievement id; CORPORATION: the corporation id',
    }),
    type: Type.Enum([...searchResultTypes], { description: 'USER, ITEM, ACHIEVEMENT or CORPORATION' }),
    name: Type.String({
      description:
        'USER: the chat user name (discordUserName); ITEM: the card name; ACHIEVEMENT: its name; CORPORATION: its name',
    }),
    count: Type.Integer({
      minimum: 0,
      description: 'USER: 0; ITEM: the rarity (1-5, 6 = STAR); ACHIEVEMENT: 0; CORPORATION: the number of members',
    }),
    data: Type.String({
      description:
        "USER: the global (display) name, or the player's rank when there is none; ITEM: the card slug; " +
        'ACHIEVEMENT: its slug; CORPORATION: the description, cut at 60 characters followed by `…` when longer',
    }),
    header: Type.String({
      description:
        'An image URL: USER: the banner shown on the profile, or an empty string when there is none; ' +
        'ITEM: the normal (shiny level 0) card image; CORPORATION: the logo',
    }),
  },
  { title: 'SearchResult' },
);
export type SearchResult = Static<typeof SearchResult>;

/** The searched text, URL-encoded in the path. */
export const SearchTextParams = Type.Object({
  text: Type.String({
    minLength: 1,
    maxLength: 200,
    description:
      'The searched text, URL-encoded; trimmed, it must hold 1 to 100 characters (no control character). ' +
      'Case and accents are ignored; `%` and `_` are plain characters.',
  }),
});
export type SearchTextParams = Static<typeof SearchTextParams>;
