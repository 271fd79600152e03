#!/usr/bin/env node
// The npm registry mirror reachable from our build machines serves only some of the
// per-platform optional binaries (e.g. @unrs/resolver-binding-darwin-arm64). `npm install`
// silently leaves those out of package-lock.json, after which `npm ci` refuses the lock
// ("Missing: X@ from lock file"). This script adds a platform-tagged entry for each missing
// optional dependency so that `npm ci` validates the lock and skips them as foreign platforms.
// Run it after every `npm install` that changes the lock: `node scripts/lock-add-missing-optionals.js`.
'use strict';
const fs = require('fs');
const path = require('path');
const lockPath = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const pkgs = lock.packages;
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix', 'wasm32'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];
function guess(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p)) ?? 'unknown';
  const cpu = parts.find((p) => CPU.includes(p)) ?? (name.includes('wasm') ? 'wasm32' : 'unknown');
  return { os, cpu };
}
let added = 0;
for (const [loc, entry] of Object.entries(pkgs)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = loc === '' ? '' : `${loc}/`;
    const candidates = [`${base}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => pkgs[c])) continue;
    const { os, cpu } = guess(dep);
    pkgs[`node_modules/${dep}`] = {
      version: String(range).replace(/^[\^~=]/, ''),
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
      cpu: [cpu],
      os: [os],
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`lock: added ${added} platform-only optional entries`);
