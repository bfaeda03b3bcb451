import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SignedInPlayerResolver } from '../../plugins/authentication';
import { users } from './players-schema';

/**
 * Who a verified token names. The subject (the chat id) is what stays: a player known by it is that player under
 * their current name, whatever name the token still shows. A name held by another subject is never handed over.
 */
export const resolveSignedInPlayer: SignedInPlayerResolver = async (db, subject, tokenUserName) => {
  const rows = await db
    .select({ discordId: users.discordId, userName: users.discordUserName })
    .from(users)
    .where(or(eq(users.discordId, subject), eq(sql`lower(${users.discordUserName})`, tokenUserName.toLowerCase())));
  const bySubject = rows.find((row) => row.discordId === subject);
  if (bySubject) return { kind: 'known', userName: bySubject.userName };
  if (rows.length > 0) return { kind: 'name-taken' };
  return { kind: 'new', userName: tokenUserName };
};

/** The subject the development provider gives a chat user name: the player's chat id, or one made from the name. */
export async function subjectForUserName(db: Db, userName: string): Promise<string> {
  const [row] = await db
    .select({ discordId: users.discordId })
    .from(users)
    .where(eq(sql`lower(${users.discordUserName})`, userName.toLowerCase()));
  return row?.discordId ?? `${newPlayerSubjectPrefix}${userName.toLowerCase()}`;
}

const newPlayerSubjectPrefix = 'dev-';

/** The chat user name behind a subject the development provider issued (undefined if unknown). */
export async function userNameForSubject(db: Db, subject: string): Promise<string | undefined> {
  const [row] = await db.select({ userName: users.discordUserName }).from(users).where(eq(users.discordId, subject));
  if (row) return row.userName;
  return subject.startsWith(newPlayerSubjectPrefix) ? subject.slice(newPlayerSubjectPrefix.length) : undefined;
}
