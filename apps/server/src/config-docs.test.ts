import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config';
import { jobsEnvSchema } from './jobs/create-job-queue';

/**
 * The README's configuration tables and `.env.example` against what the server reads: a variable the
 * code reads and the documents leave out, or one they name and the code ignores, fails here.
 */
const SRC = import.meta.dirname;
const ROOT = path.resolve(SRC, '../../..');

/** Read by the server but set by npm or the system, never by an operator. */
const NOT_SETTINGS = new Set(['INIT_CWD', 'PATH']);

const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

function keysOf(schema: unknown, name: string): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) throw new Error(`${name} is not a zod object: its keys cannot be read`);
  return Object.keys(shape);
}

/** The schemas config.ts validates at start beside its own: the names in `providerEnvSchemas`, imported as config.ts imports them. */
async function providerVariables(): Promise<string[]> {
  const source = readFileSync(path.join(SRC, 'config.ts'), 'utf8');
  const list = /const providerEnvSchemas = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('config.ts no longer has a providerEnvSchemas list: teach this test where to look');
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const keys: string[] = [];
  for (const name of names) {
    const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\.[^']+)'`).exec(source)?.[1];
    if (!from) throw new Error(`config.ts lists ${name} but this test cannot find its import`);
    const module = (await import(`${path.join(SRC, from)}.ts`)) as Record<string, unknown>;
    keys.push(...keysOf(module[name], name));
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // Fixture scripts (recording a test clip in Chromium) are tools, not the server.
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(file);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Variables read where they are used (`env.FFMPEG_PATH`, `process.env.X`) rather than through a schema. */
function variablesReadInPlace(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) {
      found.add((match[1] ?? match[2])!);
    }
  }
  return [...found];
}

async function serverVariables(): Promise<Set<string>> {
  const all = [
    ...keysOf(envSchema, 'envSchema'),
    ...(await providerVariables()),
    // The job queue validates its own variables when it is created.
    ...keysOf(jobsEnvSchema, 'jobsEnvSchema'),
    ...variablesReadInPlace(),
  ];
  return new Set(all.filter((name) => !NOT_SETTINGS.has(name)));
}

/**
 * Variable -> the `###` sections of the README's Configuration whose tables name it in their first
 * column (a Map, so its keys and the groups come in the README's order).
 */
function readmeVariables(): Map<string, string[]> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  if (!section) throw new Error('the README has no "## Configuration" section');
  const groups = new Map<string, string[]>();
  let group = '';
  for (const line of section.split('\n')) {
    if (line.startsWith('### ')) group = line.slice(4).trim();
    if (!line.startsWith('|')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
      groups.set(name!, [...(groups.get(name!) ?? []), group]);
    }
  }
  return groups;
}

interface ExampleEntry {
  name: string;
  group: string;
  /** The comment line just above, saying what the variable does. */
  comment: string;
}

/** `.env.example`: `# ===== Group =====` headings, each variable as `NAME=value` or commented out `# NAME=value`. */
function exampleEntries(): { entries: ExampleEntry[]; groups: string[] } {
  const lines = readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n');
  const entries: ExampleEntry[] = [];
  const groups: string[] = [];
  lines.forEach((line, index) => {
    const heading = /^# =+ (.+?) =+$/.exec(line);
    if (heading) groups.push(heading[1]!);
    const variable = /^(?:# ?)?([A-Za-z_][A-Za-z0-9_]*)=/.exec(line);
    if (!variable) return;
    const above = lines[index - 1] ?? '';
    entries.push({ name: variable[1]!, group: groups.at(-1) ?? '', comment: above.startsWith('# ') ? above : '' });
  });
  return { entries, groups };
}

describe('the configuration documents', () => {
  it('finds the variables it checks (the parsers still match the files)', async () => {
    const server = await serverVariables();
    // A few that must be there whichever way they are read: config.ts, a provider, the job queue, in place.
    for (const name of ['PORT', 'LLM_PROVIDER', 'S3_BUCKET', 'JOB_LEASE_MS', 'FFMPEG_PATH']) {
      expect(server, name).toContain(name);
    }
    expect(readmeVariables().size).toBeGreaterThan(50);
    expect(exampleEntries().entries.length).toBeGreaterThan(50);
  });

  it('the README lists every variable the server reads, and no other', async () => {
    const server = await serverVariables();
    const documented = new Set(readmeVariables().keys());
    expect([...server].filter((name) => !documented.has(name)).sort(), 'read but not in the README').toEqual([]);
    expect([...documented].filter((name) => !server.has(name)).sort(), 'in the README but never read').toEqual([]);
  });

  it('.env.example holds every variable the server reads, once, and no other', async () => {
    const server = await serverVariables();
    const names = exampleEntries().entries.map((entry) => entry.name);
    expect(
      names.filter((name) => !VARIABLE.test(name)),
      'not upper-case names',
    ).toEqual([]);
    expect([...server].filter((name) => !names.includes(name)).sort(), 'read but not in .env.example').toEqual([]);
    expect(names.filter((name) => !server.has(name)).sort(), 'in .env.example but never read').toEqual([]);
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      'listed twice',
    ).toEqual([]);
  });

  it('.env.example groups its variables as the README does, each with a comment', () => {
    const readme = readmeVariables();
    const { entries, groups } = exampleEntries();
    const readmeGroups = [...new Set([...readme.values()].map((groups) => groups[0]))];
    expect(groups, 'the README sections with tables, in order').toEqual(readmeGroups);
    for (const entry of entries) {
      expect(readme.get(entry.name) ?? [], `${entry.name}'s group`).toContain(entry.group);
      expect(entry.comment, `${entry.name} has no comment line above it`).not.toBe('');
    }
  });
});
