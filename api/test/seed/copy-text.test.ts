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

  it('refuses rows that mix values and database defaults in one column', () => {
    const rows = [
      { version: 1, scale: 'small', seedDate: new Date(), seededAt: new Date() },
      { id: 2, version: 1, scale: 'small', seedDate: new Date() },
    ];
    assert.throws(() => text(schema.seedInfo, rows), /rely on the database's default/);
  });
});
