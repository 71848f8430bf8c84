import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const synthesizerPath = fileURLToPath(new URL('./espeak-synthesizer.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('../../../../', import.meta.url));
let scratch: string | undefined;

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('espeak worker lifecycle', () => {
  it('lets the process exit on its own once speech is done, without close()', async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'roamcast-tts-'));
    const script = path.join(scratch, 'speak-and-forget.mts');
    await writeFile(
      script,
      `import { createOfflineSpeechSynthesizer } from ${JSON.stringify(synthesizerPath)};
const speech = createOfflineSpeechSynthesizer();
// Several chunks, so both pool threads start.
const text = 'Hello there, my friend. How are you today? I am fine.';
const result = await speech.synthesize({ text, language: 'en', voice: 'adam', speed: 1, volume: 1 });
console.log(result.audio.length);`,
    );
    // A worker that stayed ref'd would keep the child alive until the timeout kills it.
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script], { cwd: serverRoot, timeout: 20_000 });
    expect(Number(stdout.trim())).toBeGreaterThan(1000);
  });
});
