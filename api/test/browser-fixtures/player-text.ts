// Text players write, written as an attacker would write it, into a seeded database before the site starts: the
// browser tests then prove that every page showing it shows it as text and runs none of it. A well-ranked player of
// the world gets a global name (the chat's display name, free text), their corporation a name and a description,
// and the newest post a title and a body, each holding markup and script.
// `node --import tsx test/browser-fixtures/player-text.ts` with the system's DATA_DIR (or DATABASE_URL); prints
// what it wrote, as JSON, for the tests to find it.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { wellKnownAccounts } from '../../src/seed/content/players';

/** Each payload holds an element marked `data-injected`: found in a page, the markup was parsed. */
const payloads = {
  globalName: '<img data-injected src=x onerror=alert(1)>',
  corporationName: '<b data-injected>Corpo</b>"&\'',
  corporationDescription:
    '"><svg data-injected onload=alert(2)></svg> <script>alert(3)</script> {{constructor.constructor("alert(4)")()}}',
  postTitle: '</script><b data-injected>Alerte</b> & "titre"',
  postContent: [
    'Un billet écrit pour tout casser.',
    '',
    '<img data-injected src=x onerror=alert(5)>',
    '',
    '[un lien piégé](javascript:alert(6)) et <a data-injected href="javascript:alert(7)">un autre</a>',
  ].join('\n'),
};

export type PlayerText = typeof payloads & {
  userName: string;
  corporationId: string;
  postSlug: string;
};

const wellKnownNames = Object.values(wellKnownAccounts).map((account) => account.discordUserName);
/** A staff author, as every post has. */
const author = wellKnownAccounts.scribe.discordId;

async function main(): Promise<PlayerText> {
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    return await handle.db.transaction(async (tx) => {
      // The best-ranked HARDCORE player who is a member of a corporation no test account belongs to: their name
      // shows on the rankings' first page, the corporation's pages and their profile.
      const chosen = (await tx.execute(sql`
        select u.id as user_id, u.discord_user_name, m.corporation_id
        from leaderboard_positions p
        join users u on u.id = p.user_id
        join corporation_members m on m.user_id = u.id and m.rule_set = 'HARDCORE'
        where p.rule_set = 'HARDCORE' and p.type = 'GLOBAL' and u.discord_user_name not in ${wellKnownNames}
          and not exists (
            select 1 from corporation_members other join users o on o.id = other.user_id
            where other.corporation_id = m.corporation_id and o.discord_user_name in ${wellKnownNames})
        order by p.rn limit 1`)) as unknown as {
        rows: { user_id: string; discord_user_name: string; corporation_id: string }[];
      };
      const player = chosen.rows[0];
      if (!player) throw new Error('no ranked player in a corporation without test accounts');

      await tx.execute(sql`update users set discord_global_name = ${payloads.globalName} where id = ${player.user_id}`);
      // The rankings keep the names they show beside each position.
      await tx.execute(
        sql`update leaderboard_positions set discord_global_name = ${payloads.globalName}
            where user_id = ${player.user_id}`,
      );
      await tx.execute(
        sql`update corporations set name = ${payloads.corporationName}, description = ${payloads.corporationDescription}
            where id = ${player.corporation_id}`,
      );
      const postSlug = 'billet-piege';
      await tx.execute(sql`
        insert into posts (id, slug, title, content, created_by, date)
        select ${randomUUID()}, ${postSlug}, ${payloads.postTitle}, ${payloads.postContent}, ${author},
               max(date) + interval '1 minute'
        from posts`);
      // Answers kept from before would show the old names.
      await tx.execute(sql`delete from kept_answers`);
      return { ...payloads, userName: player.discord_user_name, corporationId: player.corporation_id, postSlug };
    });
  } finally {
    await handle.close();
  }
}

main().then(
  (written) => console.log(JSON.stringify(written)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
