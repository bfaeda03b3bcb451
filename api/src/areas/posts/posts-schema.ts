// The news posts, shared by both rule sets.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Markdown; rendered without raw HTML by the site. */
    content: text('content').notNull(),
    /** Chat-platform id of the author (rendered as a mention). */
    createdBy: text('created_by').notNull(),
    date: timestamp('date', { mode: 'date' }).notNull(),
  },
  (t) => [index('posts_date').on(t.date)],
);
