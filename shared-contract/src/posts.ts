import { Type, type Static } from 'typebox';

const postFields = {
  id: Type.String({ format: 'uuid' }),
  slug: Type.String(),
  title: Type.String(),
  /** Chat-platform id of the author (rendered as a mention). */
  createdBy: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DDTHH:mm:ss, Europe/Paris, no offset' }),
  imageUrl: Type.String(),
};

export const PostSummary = Type.Object(postFields, { title: 'PostSummary' });
export type PostSummary = Static<typeof PostSummary>;

export const Post = Type.Object(
  {
    ...postFields,
    content: Type.String({ description: 'Markdown; `<@chatId>` mentions a player' }),
    mentions: Type.Record(Type.String(), Type.String(), {
      description: 'Chat id → user name of each player mentioned in the content',
    }),
  },
  { title: 'Post' },
);
export type Post = Static<typeof Post>;
