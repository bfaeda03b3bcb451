// Independent of DATABASE_URL: the seed's generator alone, no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generateSeed, scaleSettings } from '../../src/seed';
import { seed } from './fixture';

const seedSources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/seed');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('seed determinism', () => {
  it('generates deep-equal data on every call', () => {
    assert.deepEqual(generateSeed({ scale: 'small' }), seed);
  });

  it('never reads the clock or an unseeded random source', () => {
    for (const file of sourceFiles(seedSources)) {
      const source = fs.readFileSync(file, 'utf8');
      assert.doesNotMatch(source, /Math\.random|Date\.now|new Date\(\)/, path.relative(seedSources, file));
    }
  });

  it('has the agreed sizes per scale', () => {
    assert.deepEqual(scaleSettings.small, {
      userCount: 150,
      corporationsPerRuleSet: 12,
      occasionalShare: 0,
      streamed: false,
    });
    assert.deepEqual(scaleSettings.medium, {
      userCount: 10_000,
      corporationsPerRuleSet: 60,
      occasionalShare: 0.99,
      streamed: true,
      workerHeapMb: 768,
    });
    assert.deepEqual(scaleSettings.large, {
      userCount: 100_000,
      corporationsPerRuleSet: 600,
      occasionalShare: 0.99,
      streamed: true,
      workerHeapMb: 4_096,
      workerYoungMb: 2_048,
    });
  });
});
