/** Unset and empty are the same, as shells and CI files often leave variables empty. */
export function presentEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
