import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { CorporationSummary, Item, PlayerProfile, PlayerUser, SearchResult } from '@zu/shared-contract';
import { and, eq } from 'drizzle-orm';
import { corporations } from '../../../src/areas/corporations/corporations-schema';
import { playerAccounts, users } from '../../../src/areas/players/players-schema';
import { shortDescription } from '../../../src/areas/search/search-view';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();

const { get } = requestsTo(t, hardcore);
const autocomplete = (text: string, headers: Record<string, string> = hardcore) =>
  get(`/public/zunivers/autocomplete/${encodeURIComponent(text)}`, headers);
const results = async (text: string, headers: Record<string, string> = hardcore): Promise<SearchResult[]> => {
  const response = await autocomplete(text, headers);
  assert.equal(response.statusCode, 200, `${text}: ${response.body}`);
  return response.json() as SearchResult[];
};
const ofType = (list: SearchResult[], type: SearchResult['type']) => list.filter((result) => result.type === type);
const typeOrder = ['USER', 'ITEM', 'ACHIEVEMENT', 'CORPORATION'];

let catalogue: Item[] | undefined;
const cards = async () => (catalogue ??= (await get('/public/item')).json() as Item[]);

describe('GET /public/zunivers/autocomplete/{text}', () => {
  it('finds the test player by the beginning of the chat user name', async () => {
    const list = await results('joueur.t');
    const player = list.find((result) => result.name === 'joueur.test');
    assert.ok(player, JSON.stringify(list));
    assert.equal(player.type, 'USER');
    assert.match(player.id, /^[0-9a-f-]{36}$/);
    assert.equal(player.data, 'Joueur Test', 'the global name');
    assert.equal(player.count, 0);
    assert.ok(
      player.header === '' || /^http:\/\/api\.test\/images\/banner\/[0-9a-f-]{36}\.webp$/.test(player.header),
      player.header,
    );
    // The banner is the one the profile shows.
    const profile = (await get('/public/user/joueur.test')).json() as {
      user: { userBanner?: { banner: { imageUrl: string } } };
    };
    assert.equal(player.header, profile.user.userBanner?.banner.imageUrl ?? '');
  });

  it('finds a card by a word of its name, with its slug, rarity and normal image', async () => {
    const all = await cards();
    const holding = (word: string) => all.filter((item) => fold(item.name).includes(fold(word))).length;
    // A card whose second word (5 letters or more) is in at most 5 card names, so that the limit keeps it.
    const card = all.find((item) => {
      const word = item.name.split(' ')[1];
      return word !== undefined && /^[\p{L}]{5,}$/u.test(word) && holding(word) <= 5;
    });
    assert.ok(card, 'a card with a rare second word');
    const word = card.name.split(' ')[1]!;
    const found = ofType(await results(word), 'ITEM');
    assert.equal(found.length, holding(word));
    for (const result of found) assert.ok(fold(result.name).includes(fold(word)), `${result.name} holds ${word}`);
    const match = found.find((result) => result.id === card.id);
    assert.ok(match, `${card.name} by ${word}: ${JSON.stringify(found)}`);
    assert.equal(match.type, 'ITEM');
    assert.equal(match.name, card.name);
    assert.equal(match.data, card.slug);
    assert.equal(match.count, card.rarity);
    assert.equal(match.header, `http://api.test/images/item/${card.id}-0.webp`);
    // By its full name it comes first among the cards.
    assert.equal(ofType(await results(card.name), 'ITEM')[0]?.id, card.id);
  });

  it('finds a card by its number', async () => {
    const card = (await cards())[42]!;
    const found = ofType(await results(String(card.identifier)), 'ITEM');
    assert.equal(found[0]?.id, card.id);
  });

  it("finds a corporation of the rule set, with its member count and its description cut at 60 characters plus '…'", async () => {
    const corporations = (await get('/public/corporation')).json() as CorporationSummary[];
    const long = corporations.find((c) => [...c.description].length > 60);
    assert.ok(long, 'a corporation with a long description');
    const list = await results(long.name);
    const found = ofType(list, 'CORPORATION');
    assert.equal(found[0]?.id, long.id, JSON.stringify(found));
    assert.equal(found[0].name, long.name);
    assert.equal(found[0].count, long.currentMemberCount);
    assert.equal(found[0].header, long.logoUrl);
    assert.equal([...found[0].data].length, 61);
    assert.ok(found[0].data.endsWith('…'));
    assert.equal(found[0].data, `${[...long.description].slice(0, 60).join('')}…`);

    for (const corporation of corporations.slice(0, 10)) {
      const [result] = ofType(await results(corporation.name), 'CORPORATION');
      assert.equal(result?.id, corporation.id, corporation.name);
      assert.ok([...result.data].length <= 61);
      if ([...corporation.description].length <= 60) assert.equal(result.data, corporation.description);
      else assert.ok(result.data.endsWith('…'));
    }
  });

  it('ignores case', async () => {
    const lower = await results('joueur.test');
    assert.deepEqual(await results('JOUEUR.Test'), lower);
    const card = (await cards()).find((item) => item.name.length > 8)!;
    assert.equal(ofType(await results(card.name.toUpperCase()), 'ITEM')[0]?.id, card.id);
  });

  it('ignores accents, both ways', async () => {
    const card = (await cards()).find((item) => /[éèêàâîôûç]/.test(item.name) && item.name.length > 6);
    assert.ok(card, 'a card with an accent in its name');
    const plain = card.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    assert.equal(ofType(await results(plain), 'ITEM')[0]?.id, card.id);
    assert.equal(ofType(await results(plain.toUpperCase()), 'ITEM')[0]?.id, card.id);
    // Accents typed on a name that has none: chat user names are plain ASCII.
    assert.ok((await results('jöüeur.tést')).some((result) => result.name === 'joueur.test'));
  });

  it('keeps the rule sets apart: players and corporations of the requested rule set only', async () => {
    assert.ok(!(await results('sans.hardcore')).some((result) => result.name === 'sans.hardcore'));
    const normal = await results('sans.hardcore', {});
    assert.ok(normal.some((result) => result.type === 'USER' && result.name === 'sans.hardcore'));

    const [hardCorporation] = (await get('/public/corporation')).json() as CorporationSummary[];
    const normalCorporations = (await get('/public/corporation', {})).json() as CorporationSummary[];
    const found = ofType(await results(hardCorporation!.name, {}), 'CORPORATION');
    assert.ok(
      !found.some((result) => result.id === hardCorporation!.id),
      'a HARDCORE corporation is not found in NORMAL',
    );
    assert.ok(found.every((result) => normalCorporations.some((c) => c.id === result.id)));
  });

  it('lists at most 5 players, 5 cards and 3 corporations, in type order, then match quality, then name', async () => {
    for (const text of ['a', 'e', 'de', 'la', 'ar', 'ine', 'ier', 'ouette']) {
      const list = await results(text);
      assert.ok(ofType(list, 'USER').length <= 5, text);
      assert.ok(ofType(list, 'ITEM').length <= 5, text);
      assert.ok(ofType(list, 'CORPORATION').length <= 3, text);
      assert.equal(ofType(list, 'ACHIEVEMENT').length, 0, 'no achievements yet');
      assert.ok(list.length <= 15);
      const positions = list.map((result) => typeOrder.indexOf(result.type));
      assert.deepEqual(
        positions,
        [...positions].sort((a, b) => a - b),
        text,
      );
      for (const type of ['USER', 'ITEM', 'CORPORATION'] as const) {
        const names = ofType(list, type).map((result) => fold(result.name));
        // Players: beginnings, then the rest; cards and corporations: beginnings, word starts, then the rest.
        const grade = (name: string) =>
          name.startsWith(text) ? 0 : type === 'USER' || !new RegExp(`[^a-z0-9]${text}`).test(name) ? 2 : 1;
        const keys = names.map((name) => [grade(name), name] as const);
        const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
        assert.deepEqual(keys, sorted, `${type} for ${text}`);
        for (const name of names) {
          // Below 3 characters only beginnings match (no trigram index can serve the rest).
          assert.ok(text.length < 3 ? name.startsWith(text) : name.includes(text), `${name} for ${text}`);
        }
      }
    }
    // Common letters fill every limit: 'l' for cards and corporations, the commonest first letter for players.
    const full = await results('l');
    const hardcorePlayers = await t.app.db
      .select({ name: users.discordUserName })
      .from(users)
      .innerJoin(playerAccounts, and(eq(playerAccounts.userId, users.id), eq(playerAccounts.ruleSet, 'HARDCORE')));
    const firstLetters = hardcorePlayers.map((row) => fold(row.name).charAt(0));
    const countOf = (letter: string) => firstLetters.filter((first) => first === letter).length;
    const common = [...'abcdefghijklmnopqrstuvwxyz'].sort((a, b) => countOf(b) - countOf(a))[0]!;
    assert.ok(countOf(common) > 5, `players beginning with '${common}': ${countOf(common)}`);
    assert.equal(ofType(await results(common), 'USER').length, 5);
    assert.equal(ofType(full, 'ITEM').length, 5);
    assert.equal(ofType(full, 'CORPORATION').length, 3);
    // Beginnings come first, then the other matches.
    const some = await results('oue');
    assert.ok(
      ofType(some, 'USER').some((result) => !result.name.startsWith('oue')),
      JSON.stringify(some),
    );
  });

  it('answers the same list every time, cacheable per rule set', async () => {
    assert.deepEqual(await results('ar'), await results('ar'));
    const first = await autocomplete('Ar');
    assert.deepEqual(first.json(), await results('ar'), 'the same folded text, the same answer');
    assert.match(String(first.headers.vary), /x-zunivers-rulesettype/i);
    assert.match(String(first.headers.vary), /accept-encoding/i);
    assert.match(String(first.headers['cache-control']), /max-age=30\b/);
    const again = await get('/public/zunivers/autocomplete/ar', {
      ...hardcore,
      'if-none-match': String(first.headers.etag),
    });
    assert.equal(again.statusCode, 304);
  });

  it('takes % and _ literally', async () => {
    assert.deepEqual(await results('%'), []);
    assert.deepEqual(await results('%%%'), []);
    for (const result of await results('_', {})) assert.ok(result.name.includes('_'), result.name);
    assert.ok((await results('le_scribe', {})).some((result) => result.name === 'le_scribe'));
    assert.ok((await results('le_', {})).some((result) => result.name === 'le_scribe'));
    for (const text of ['joueur_test', 'joueur%test', 'joueur%', 'jou_ur', '%test', '_oueur']) {
      assert.ok(!(await results(text)).some((result) => result.name === 'joueur.test'), `${text} is no pattern`);
    }
  });

  it('decodes the URL-encoded text: spaces, accents, apostrophes', async () => {
    const corporations = (await get('/public/corporation')).json() as CorporationSummary[];
    const spaced = corporations.find((c) => c.name.includes(' '))!;
    const response = await get(`/public/zunivers/autocomplete/${encodeURIComponent(spaced.name)}`);
    assert.equal(response.statusCode, 200);
    assert.equal(ofType(response.json() as SearchResult[], 'CORPORATION')[0]?.id, spaced.id);
    // Surrounding spaces are trimmed.
    assert.deepEqual(await results(`  ${spaced.name} `), await results(spaced.name));

    const accented = (await cards()).find((item) => /[éèêàç]/.test(item.name))!;
    const encoded = await get(`/public/zunivers/autocomplete/${encodeURIComponent(accented.name)}`);
    assert.equal(encoded.statusCode, 200);
    assert.equal(ofType(encoded.json() as SearchResult[], 'ITEM')[0]?.id, accented.id);
  });

  it('answers 400 {code, message} to an empty, blank, too long or control-character text, never 500', async () => {
    for (const path of [
      '/public/zunivers/autocomplete/%20%20',
      `/public/zunivers/autocomplete/${'x'.repeat(101)}`,
      `/public/zunivers/autocomplete/${encodeURIComponent('é'.repeat(101))}`,
      `/public/zunivers/autocomplete/${'x'.repeat(1000)}`,
      '/public/zunivers/autocomplete/a%00b',
      '/public/zunivers/autocomplete/%E0%A4%A',
      '/public/zunivers/autocomplete/',
    ]) {
      const response = await get(path);
      assert.equal(response.statusCode, 400, path);
      const body = response.json() as { code: string; message: string };
      assert.deepEqual(Object.keys(body).sort(), ['code', 'message'], path);
      assert.equal(body.code, 'INVALID_REQUEST', path);
    }
    // 100 characters, accented or not, are fine.
    assert.equal((await autocomplete('x'.repeat(100))).statusCode, 200);
    assert.equal((await autocomplete('é'.repeat(100))).statusCode, 200);
    assert.equal((await autocomplete(`  ${'x'.repeat(100)}  `)).statusCode, 200);
  });

  it('folds ligatures, typographic apostrophes and capital accents the same way in the database and in the text', async () => {
    const id = randomUUID();
    const description = 'Une description de soixante caractères tout juste, pas un de'; // 60 characters
    assert.equal([...description].length, 60);
    await t.database.db.insert(corporations).values({
      id,
      ruleSet: 'HARDCORE',
      name: 'L’Œuvre des Cœurs ÉBLOUIS',
      description,
      balance: 0,
      createdDate: new Date(),
      modifiedDate: new Date(),
    });
    for (const text of ["l'oeuvre des coeurs eblouis", 'L’ŒUVRE', 'cœurs éblouis', 'COEURS', 'eblouis']) {
      const [found] = ofType(await results(text), 'CORPORATION');
      assert.equal(found?.id, id, text);
      assert.equal(found.data, description, 'a description of 60 characters is not cut');
      assert.equal(found.count, 0);
    }
    assert.ok(!ofType(await results('eblouis', {}), 'CORPORATION').some((result) => result.id === id), 'HARDCORE only');
  });

  it('rejects an unknown rule set', async () => {
    const response = await autocomplete('joueur', { 'X-ZUnivers-RuleSetType': 'EXPERT' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'INVALID_RULE_SET');
  });
});

describe('shortDescription', () => {
  it("keeps up to 60 characters, and cuts a longer text at exactly 60 followed by '…'", () => {
    assert.equal(shortDescription(''), '');
    assert.equal(shortDescription('x'.repeat(60)), 'x'.repeat(60));
    assert.equal(shortDescription('x'.repeat(61)), `${'x'.repeat(60)}…`);
    // Characters, not UTF-16 units: an emoji counts once and is never split.
    assert.equal(shortDescription(`${'é'.repeat(59)}🐉🐉`), `${'é'.repeat(59)}🐉…`);
  });
});

describe('GET /public/user/autocomplete/{text} (older path)', () => {
  it("lists the same players as the quick search, as the profile's user objects", async () => {
    for (const text of ['joueur.t', 'ar', 'JOUEUR']) {
      for (const headers of [hardcore, {}]) {
        const legacy = await get(`/public/user/autocomplete/${encodeURIComponent(text)}`, headers);
        assert.equal(legacy.statusCode, 200);
        const users = legacy.json() as PlayerUser[];
        assert.deepEqual(
          users.map((user) => user.discordUserName),
          ofType(await results(text, headers), 'USER').map((result) => result.name),
          text,
        );
      }
    }
    const [player] = (await get('/public/user/autocomplete/joueur.test')).json() as PlayerUser[];
    const profile = (await get('/public/user/joueur.test')).json() as PlayerProfile;
    assert.deepEqual(player, profile.user);
  });

  it('answers from the rule set asked for', async () => {
    const names = async (headers: Record<string, string>) =>
      ((await get('/public/user/autocomplete/sans.hard', headers)).json() as PlayerUser[]).map(
        (u) => u.discordUserName,
      );
    assert.deepEqual(await names({}), ['sans.hardcore']);
    assert.deepEqual(await names(hardcore), []);
  });

  it('answers 400 {code, message} to an empty or too long text', async () => {
    for (const text of ['%20', 'x'.repeat(101)]) {
      const response = await get(`/public/user/autocomplete/${text}`);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'INVALID_REQUEST');
    }
  });

  it('leaves the profile of a player named like the path alone', async () => {
    assert.equal((await get('/public/user/joueur.test')).statusCode, 200);
  });
});

/** The folding the API applies (lower case, no accents), for checking its answers. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replaceAll('’', "'")
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
