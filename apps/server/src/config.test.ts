import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from './config';

it('resolves a relative DATA_DIR against the directory npm was run from', () => {
  const home = mkdtempSync(path.join(tmpdir(), 'roamcast-config-'));
  try {
    const config = loadConfig({ INIT_CWD: home, DATA_DIR: 'data' });
    expect(config.dataDir).toBe(path.join(home, 'data'));
    expect(config.databaseUrl).toBe(path.join(home, 'data', 'roamcast.db'));
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});

it('refuses an invalid value with a message naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'roamcast-config-')) })).toThrow(
    /PORT/,
  );
});
