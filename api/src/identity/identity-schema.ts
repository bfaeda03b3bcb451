import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development identity provider's sessions, grants, codes and tokens (oidc-provider's adapter), kept in the
 * database so players stay signed in across an API restart and several API processes share them.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { mode: 'date' }),
    consumedAt: timestamp('consumed_at', { mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_user_code').on(t.userCode),
  ],
);
