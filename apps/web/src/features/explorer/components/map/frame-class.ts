/** Where the overlay sits: full screen, or a card under the Explorer header at the top-end corner. */
export function frameClass(expanded: boolean): string {
  return expanded
    ? 'fixed inset-0 z-30 flex flex-col bg-zinc-900'
    : 'fixed end-3 top-28 z-30 flex flex-col overflow-hidden rounded-2xl bg-zinc-900 shadow-2xl ring-1 ring-white/25';
}
