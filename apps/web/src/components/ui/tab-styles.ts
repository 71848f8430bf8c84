/** Segmented tabs that wrap onto a second row when long labels (German, for one) do not fit. */
export const tabStyles = {
  list: 'flex flex-wrap gap-1 rounded-xl bg-white/10 p-1',
  trigger:
    'min-h-11 grow rounded-lg px-3 text-sm font-semibold text-zinc-200 data-[state=active]:bg-white data-[state=active]:text-zinc-950 sm:text-base',
} as const;
