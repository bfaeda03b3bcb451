#!/usr/bin/env node
// The npm registry reachable here lacks some other-platform builds of native packages (e.g. the darwin and win32
// bindings of @rspack/binding and @swc/core). `npm install` then leaves them out of package-lock.json, and
// `npm ci` refuses the lock ("Missing: … from lock file"). This records each missing optional dependency as an
// optional entry tagged with the platform its name says, which npm skips on any other platform.
// Run after every `npm install` that changes dependencies: `npm run lock:complete`.
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osOf = (name) =>
  ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd'].find(
    (os) => name.includes(`-${os}-`) || name.endsWith(`-${os}`),
  );
const cpuOf = (name) =>
  ['arm64', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'arm'].find((cpu) =>
    new RegExp(`-${cpu}(-|$)`).test(name),
  );

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const record = { version, optional: true };
    const os = osOf(name);
    const cpu = cpuOf(name);
    if (cpu) record.cpu = [cpu];
    if (os) record.os = [os];
    if (/-musl/.test(name)) record.libc = ['musl'];
    else if (/-gnu/.test(name)) record.libc = ['glibc'];
    packages[`node_modules/${name}`] = record;
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing optional platform package(s) recorded`);
