/** A labelled progress bar; the caller passes an already clamped 0-100 percentage. */
export function ProgressBar({ percent, label, reached }: { percent: number; label: string; reached: boolean }) {
  const rounded = Math.round(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      className="h-2 w-full overflow-hidden rounded-full bg-white/15"
    >
      <div
        data-testid="progress-fill"
        className={`h-full rounded-full ${reached ? 'bg-red-400' : 'bg-emerald-400'}`}
        style={{ width: `${rounded}%` }}
      />
    </div>
  );
}
