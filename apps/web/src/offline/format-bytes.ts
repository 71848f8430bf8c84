/** "1.4 MB", "820 kB" in the reader's language (decimal units, as phones show storage). */
export function formatBytes(bytes: number, language: string): string {
  const [unit, size] = bytes >= 1_000_000 ? ['megabyte', bytes / 1_000_000] : ['kilobyte', Math.max(bytes / 1000, 1)];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: size < 10 ? 1 : 0,
  }).format(size);
}
