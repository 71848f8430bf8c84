import { ThemeArt } from '../../../components/theme-art';

/** A full-bleed photo under a dark gradient that keeps white text readable, or the theme's artwork. */
export function SlideshowBackdrop({ url, alt }: { url: string | null; alt: string }) {
  if (!url) return <ThemeArt themeId="auto_channel" dim />;
  return (
    <div className="fixed inset-0 -z-10 bg-zinc-950">
      <img src={url} alt={alt} className="size-full object-cover" fetchPriority="high" decoding="async" />
      <div className="absolute inset-0 bg-linear-to-b from-black/60 via-black/30 to-black/85" />
    </div>
  );
}
