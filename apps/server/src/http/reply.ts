/** The success half of the envelope (SPEC §7). */
export function ok<T>(data: T): { success: true; data: T; error: null } {
  return { success: true, data, error: null };
}
