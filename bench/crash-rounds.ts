// Issue 14's crash proof at full size: 25 rounds of tour creation, batch narration and postcard making
// per mode while the API or a worker is SIGKILLed at a random moment and restarted; afterwards every
// acknowledged write is there, every acknowledged batch completed exactly once and every file is whole.
// Run: npx tsx bench/crash-rounds.ts [rounds, default 25]   (scale-out mode needs TEST_DATABASE_URL,
// Redis on 127.0.0.1:6379; the CI suite runs 2 rounds a mode in apps/server/test/crash-rounds.test.ts)
import { runCrashRounds } from '../apps/server/test/crash-rounds';

const rounds = Number(process.argv[2] ?? 25);
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
for (const mode of ['sqlite', 'scale-out'] as const) {
  const result = await runCrashRounds({ mode, rounds, databaseUrl, log: (line) => console.error(`${mode} ${line}`) });
  console.log(JSON.stringify(result));
  if (result.problems.length > 0) process.exitCode = 1;
}
