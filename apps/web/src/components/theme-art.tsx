import { getTheme } from '@roamcast/shared/catalog/themes';

/**
 * The theme's artwork, drawn in CSS and inline SVG so the first paint needs no photo download:
 * a dusk sky, distant hills and a skyline, under the theme's gradient overlay, which keeps white
 * text above 4.5:1 contrast.
 */
interface ThemeArtProps {
  themeId: string;
  /** Darken further behind long text, so every line stays readable over the art. */
  dim?: boolean;
  className?: string;
}

export function ThemeArt({ themeId, dim = false, className = 'fixed inset-0 -z-10' }: ThemeArtProps) {
  const theme = getTheme(themeId);
  return (
    <div aria-hidden data-theme={theme.id} className={`overflow-hidden bg-zinc-950 ${className}`}>
      <div className="absolute inset-0 bg-linear-to-b from-slate-950 via-indigo-950 to-rose-900/80" />
      <div className="absolute start-[12%] top-[18%] size-40 rounded-full bg-amber-200/20 blur-2xl" />
      <div className="absolute start-[18%] top-[23%] size-16 rounded-full bg-amber-100/45" />
      <svg
        className="absolute inset-x-0 bottom-0 h-[55%] w-full"
        viewBox="0 0 400 300"
        preserveAspectRatio="none"
        fill="currentColor"
      >
        <path className="text-indigo-900/70" d="M0 150 L60 95 L120 140 L190 70 L260 135 L320 90 L400 140 V300 H0Z" />
        <path className="text-slate-900/90" d="M0 200 Q80 150 160 190 T320 180 T400 170 V300 H0Z" />
        <path
          className="text-zinc-950"
          d="M0 240 H30 V205 H48 V225 H70 V180 H84 V170 H98 V230 H120 V200 H150 V240 H175 V150 H182 V135 H189 V150 H196 V240 H230 V210 H262 V190 H280 V240 H310 V215 H335 V185 H350 V240 H400 V300 H0Z"
        />
      </svg>
      <div className={`absolute inset-0 bg-linear-to-t ${theme.overlayClass}`} />
      {dim && <div className="absolute inset-0 bg-black/55" />}
    </div>
  );
}
