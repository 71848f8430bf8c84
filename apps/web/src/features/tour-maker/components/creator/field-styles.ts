/** Creator inputs: 48 px tall (above the 44 px touch minimum), 16 px text so phones do not zoom in. */
export const fieldStyles = {
  label: 'block font-medium',
  hint: 'text-sm text-zinc-300',
  input:
    'min-h-12 w-full min-w-0 rounded-xl bg-zinc-900/90 px-4 text-base text-white ring-1 ring-white/25 placeholder:text-zinc-400 focus:ring-2 focus:ring-sky-300',
  textarea:
    'min-h-28 w-full rounded-xl bg-zinc-900/90 px-4 py-3 text-base text-white ring-1 ring-white/25 placeholder:text-zinc-400 focus:ring-2 focus:ring-sky-300',
  select:
    'min-h-12 w-full min-w-0 rounded-xl bg-zinc-900/90 px-3 text-base text-white ring-1 ring-white/25 focus:ring-2 focus:ring-sky-300',
} as const;
