#!/usr/bin/env node
// Deep-merges locale fragments into apps/web/src/locales/<lang>.json.
// Usage: node scripts/merge-locales.mjs <dir holding en.json, es.json, ...>
// Each fragment is nested JSON like the catalogues; its keys win over existing ones.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const fragmentDir = process.argv[2];
if (!fragmentDir) {
  console.error('usage: node scripts/merge-locales.mjs <fragment dir>');
  process.exit(2);
}
const localesDir = resolve(import.meta.dirname, '../apps/web/src/locales');

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    const isObject = value && typeof value === 'object' && !Array.isArray(value);
    target[key] = isObject ? merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value) : value;
  }
  return target;
}

for (const file of readdirSync(fragmentDir).filter((name) => name.endsWith('.json'))) {
  const catalogue = join(localesDir, file);
  const merged = merge(
    JSON.parse(readFileSync(catalogue, 'utf8')),
    JSON.parse(readFileSync(join(fragmentDir, file), 'utf8')),
  );
  writeFileSync(catalogue, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`merged ${file}`);
}
