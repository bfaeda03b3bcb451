import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import type { CorporationSummary } from '@zu/shared-contract';
import { corporations } from '../../../src/areas/corporations/corporations-schema';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { scaleSettings } from '../../../src/seed';
import { hardcore, useTestApp } from '../../support/test-app';

const t = useTestApp();
const list = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/public/corporation', headers })).json() as CorporationSummary[];

/** The ids of the rule set's corporations still standing: the played world may dissolve one its last member left. */
async function standingIds(ruleSet: RuleSet) {
  const rows = await t.app.db
    .select({ id: corporations.id })
    .from(corporations)
    .where(and(eq(corporations.ruleSet, ruleSet), isNull(corporations.dissolvedAt)));
  return rows.map((row) => row.id).sort();
}

describe('GET /public/corporation', () => {
  it("lists the rule set's corporations by name, with their member counts", async () => {
    const listed = await list(hardcore);
    assert.deepEqual(listed.map((c) => c.id).sort(), await standingIds('HARDCORE'));
    assert.ok(listed.length > scaleSettings.small.corporationsPerRuleSet / 2, 'most seeded corporations stand');
    const names = listed.map((c) => c.name);
    assert.deepEqual(names, [...names].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare));
    assert.ok(listed.every((c) => c.currentMemberCount >= 1 && c.currentMemberCount <= 20));
    assert.ok(listed.every((c) => c.logoUrl === `http://api.test/images/corporation/${c.id}.webp`));
  });

  it('gives each bonus level bought out of the 16 there are, and the seats they open', async () => {
    for (const c of await list(hardcore)) {
      assert.equal(c.totalBonusLevel, 16);
      assert.ok(c.currentBonusLevel >= 0 && c.currentBonusLevel <= 16);
      assert.ok([4, 8, 12, 16, 20].includes(c.totalMemberCount), String(c.totalMemberCount));
    }
  });

  it('keeps the rule sets apart', async () => {
    const hard = await list(hardcore);
    const normal = await list({});
    assert.deepEqual(normal.map((c) => c.id).sort(), await standingIds('NORMAL'));
    assert.ok(normal.length > scaleSettings.small.corporationsPerRuleSet / 2, 'most seeded corporations stand');
    assert.equal(hard.filter((c) => normal.some((n) => n.id === c.id)).length, 0);
  });

  it('serves each logo as WebP', async () => {
    const [first] = await list(hardcore);
    const image = await t.app.inject({ url: new URL(first!.logoUrl).pathname });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
  });
});
