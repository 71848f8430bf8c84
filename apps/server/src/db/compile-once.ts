import type { CompiledQuery } from 'kysely';
import type { Db } from './database';

/** A value that stands for the named argument while the query is compiled. */
export const arg = (name: string): string => `\u0000arg:${name}`;

/**
 * A hot query compiled once and run with new arguments: building and compiling a Kysely query (and
 * its plugins' transforms) costs more than SQLite takes to run a small one. Write the query with
 * `arg('name')` where each argument goes; the result runs it with real values.
 */
export function compileOnce<Row, Args extends Record<string, unknown>>(
  db: Db,
  build: (db: Db) => { compile(): CompiledQuery<Row> },
): (args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (args) => {
    compiled ??= build(db).compile();
    const parameters = compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith('\u0000arg:') ? args[value.slice(5)] : value,
    );
    const unknown = compiled.parameters.find(
      (value) => typeof value === 'string' && value.startsWith('\u0000arg:') && !(value.slice(5) in args),
    );
    if (unknown !== undefined) throw new Error(`compileOnce: no value for ${String(unknown).slice(5)}`);
    const query: CompiledQuery<Row> = { ...compiled, parameters };
    return (await db.executeQuery(query)).rows;
  };
}
