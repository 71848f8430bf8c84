import { describe, expect, it } from 'vitest';
import { runCrashRounds } from './crash-rounds';
import { testDatabaseUrl } from './test-app';

/**
 * The fast version of issue 14's crash proof (bench/crash-rounds.ts runs 25 rounds a mode): processes
 * SIGKILLed at random moments while tours, batches and postcards are made lose nothing acknowledged.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);

describe('crash rounds', () => {
  // The SQLite pass runs it; the PostgreSQL pass runs the scale-out one instead of repeating it.
  it.skipIf(Boolean(testDatabaseUrl))(
    `SQLite mode: ${ROUNDS} rounds with the API (which runs the jobs) killed at a random moment`,
    async () => {
      const result = await runCrashRounds({ mode: 'sqlite', rounds: ROUNDS });
      console.log(JSON.stringify(result));
      expect(result.problems).toEqual([]);
      expect(result.kills.api).toBe(ROUNDS);
    },
    600_000,
  );

  it.skipIf(!testDatabaseUrl)(
    `scale-out mode: ${ROUNDS} rounds with the API or a worker killed at a random moment`,
    async () => {
      const result = await runCrashRounds({ mode: 'scale-out', rounds: ROUNDS, databaseUrl: testDatabaseUrl });
      console.log(JSON.stringify(result));
      expect(result.problems).toEqual([]);
      expect(result.kills.api + result.kills.worker).toBe(ROUNDS);
    },
    600_000,
  );
});
