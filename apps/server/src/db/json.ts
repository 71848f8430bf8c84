/** JSON columns are text in both dialects; a broken value reads as the fallback rather than failing a request. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const nowIso = (): string => new Date().toISOString();
