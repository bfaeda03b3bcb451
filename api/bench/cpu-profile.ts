// A CPU profile of this process (the API and the load it is given) while a run lasts, written for Chrome's DevTools
// and summed up as the functions that spent the most time themselves, and the packages they belong to.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface CpuProfiler {
  start(): Promise<void>;
  /** Writes `<dir>/<name>.cpuprofile` and returns the summary lines. */
  stop(name: string): Promise<string[]>;
}

export function cpuProfiler(dir: string): CpuProfiler {
  const session = new Session();
  session.connect();
  return {
    async start() {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async stop(name) {
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      return [`      CPU profile: ${file}`, ...summary(profile)];
    },
  };
}

/** The share of samples spent in each function itself (top 12), and per package or area of the source. */
function summary(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    total += delta;
    const place = placeOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${place}`;
    selfTime.set(name, (selfTime.get(name) ?? 0) + delta);
    byPlace.set(place, (byPlace.get(place) ?? 0) + delta);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `${((time / total) * 100).toFixed(1)}% ${name}`);
  return [`      by place: ${top(byPlace, 10).join(' · ')}`, `      by function: ${top(selfTime, 14).join(' · ')}`];
}

function placeOf(url: string): string {
  if (!url) return '(native)';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  if (url.startsWith('node:')) return url;
  const source = /\/api\/(src|bench)\/(.*)$/.exec(url);
  return source ? `${source[1]}/${source[2]}` : url;
}
