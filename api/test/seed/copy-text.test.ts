// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as schema from '../../src/db/schema';
import { copyColumns, copyTextChunks, escapeCopyText } from '../../src/seed/copy-text';

const text = (table: Parameters<typeof copyColumns>[0], rows: Record<string, unknown>[]) =>
  [...copyTextChunks(copyColumns(table, 'test', rows), rows, 1 << 20)].join('');

describe('COPY text', () => {
  it('escapes backslashes, tabs, newlines and carriage returns, nothing else', () => {
    assert.equal(escapeCopyText('a\tb\nc\rd\\e'), 'a\\tb\\nc\\rd\\\\e');
    assert.equal(escapeCopyText('\\N'), '\\\\N');
    assert.equal(escapeCopyText('déjà "vu", 100 %'), 'déjà "vu", 100 %');
  });

  it('leaves out generated columns, and the defaults no row gives a value for', () => {
    const names = (table: Parameters<typeof copyColumns>[0], row: Record<string, unknown>) =>
      copyColumns(table, 'test', [row]).map((column) => column.sqlName);
    assert.ok(!names(schema.items, {}).includes('"search_name"'));
    assert.deepEqual(names(schema.seedInfo, { version: 1, scale: 'small', seedDate: new Date() }), [
      '"id"',
      '"version"',
      '"scale"',
      '"seed_date"',
    ]);
  });

  it('writes NULL, booleans, numbers, timestamps, JSON and static defaults as PostgreSQL reads them', () => {
    const at = new Date('2026-01-02T03:04:05.006Z');
    assert.equal(
      text(schema.appSettings, [
        { ruleSet: 'NORMAL', currentEventId: null, inCalendarPeriod: true, lastHardcoreSeasonDone: false },
      ]),
      'NORMAL\t\\N\tt\tf\n',
    );
    assert.equal(
      text(schema.actionLog, [
        { id: 'i', userId: 'u', ruleSet: 'NORMAL', action: 'A', at, inputs: { a: 'x\ty' }, outcome: [1.5, null] },
      ]),
      'i\tu\tNORMAL\tA\t2026-01-02T03:04:05.006Z\t{"a":"x\\\\ty"}\t[1.5,null]\n',
    );
    const counters = text(schema.playerCounters, [{ userId: 'u', ruleSet: 'NORMAL', invokeBeforePity: 3 }]);
    assert.equal(counters, `u\tNORMAL\t3\t0\t\\N${'\t0'.repeat(23)}\n`);
  });

  it('writes JSON as escapeCopyText would write its JSON.stringify text, whatever the value holds', () => {
    const values: unknown[] = [
      { a: 'tab\there', b: 'line\nbreak\r', c: 'back\\slash \\N', d: '\u0001\u001f déjà 😀', e: [{ f: null }] },
      ['\\', '\t', 1.25, true],
      'a string\twith a tab',
      42,
      new Date('2026-01-02T03:04:05.006Z'),
      Object.assign(Object.create(null) as object, { g: 'no prototype\\' }),
    ];
    for (const value of values) {
      const row = { id: 'i', userId: 'u', ruleSet: 'NORMAL', action: 'A', at: new Date(0), inputs: value, outcome: {} };
      const line = text(schema.actionLog, [row]);
      assert.equal(line.split('\t')[5], escapeCopyText(JSON.stringify(value)), JSON.stringify(value));
    }
  });

  it('refuses rows that mix values and database defaults in one column', () => {
    const rows = [
      { version: 1, scale: 'small', seedDate: new Date(), seededAt: new Date() },
      { id: 2, version: 1, scale: 'small', seedDate: new Date() },
    ];
    assert.throws(() => text(schema.seedInfo, rows), /rely on the database's default/);
  });
});
