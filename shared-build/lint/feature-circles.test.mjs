// No circle between the features of a web app: a feature that needs another is below it, never beside it both
// ways (features reach each other only through their index.ts, a house rule; this checks the direction).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { areas, repoRoot } from '../src/areas.mjs';

/**
 * For each feature of `featuresDir`, the other features its files (tests aside) import.
 * @param {string} featuresDir
 * @returns {Map<string, Set<string>>}
 */
export function featureImports(featuresDir) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  /**
   * @param {string} dir
   * @param {string} feature
   */
  const walk = (dir, feature) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file, feature);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
          // The pattern's group always matches; the walk starts below a feature set in the graph.
          const [reached] = path
            .relative(featuresDir, path.resolve(dir, /** @type {string} */ (specifier)))
            .split(path.sep);
          if (reached && reached !== '..' && reached !== feature)
            /** @type {Set<string>} */ (graph.get(feature)).add(reached);
        }
      }
    }
  };
  for (const entry of fs.readdirSync(featuresDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    graph.set(entry.name, new Set());
    walk(path.join(featuresDir, entry.name), entry.name);
  }
  return graph;
}

/**
 * The circles of `graph` (feature → features it imports), each as the features it goes through.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[][]}
 */
export function circlesOf(graph) {
  /** @type {string[][]} */
  const circles = [];
  /**
   * @param {string} feature
   * @param {string[]} trail
   */
  const visit = (feature, trail) => {
    for (const next of graph.get(feature) ?? []) {
      if (trail.includes(next)) circles.push([...trail.slice(trail.indexOf(next)), next]);
      else visit(next, [...trail, next]);
    }
  };
  for (const feature of graph.keys()) visit(feature, [feature]);
  return circles;
}

describe('the features of each web app', () => {
  it('import each other without a circle', () => {
    for (const { dir } of areas) {
      const featuresDir = path.join(repoRoot, dir, 'src', 'features');
      if (!fs.existsSync(featuresDir)) continue;
      assert.deepEqual(circlesOf(featureImports(featuresDir)), [], dir);
    }
  });

  it('bites: a circle of two features is found', () => {
    const graph = new Map([
      ['lucky', new Set(['rewards'])],
      ['rewards', new Set(['lucky'])],
      ['calendar', new Set(['rewards'])],
    ]);
    assert.deepEqual(circlesOf(graph)[0], ['lucky', 'rewards', 'lucky']);
    assert.deepEqual(
      circlesOf(
        new Map([
          ['calendar', new Set(['rewards'])],
          ['rewards', new Set()],
        ]),
      ),
      [],
    );
  });
});
