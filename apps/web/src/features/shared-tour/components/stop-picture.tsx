import { memo } from 'react';
import { ThemeArt } from '../../../components/theme-art';

/** The stop's first photo (else the tour's cover), over the theme's art; never an empty box (DESIGN.md). */
interface StopPictureProps {
  url: string | null;
  /** A 480 px copy of the same picture, used on narrow screens. */
  smallUrl?: string | null;
  themeId: string;
  alt: string;
  /** A tour's cover carries its own title and map: shown whole, never cropped or darkened (issue 24). */
  whole?: boolean;
}

export const StopPicture = memo(function StopPicture({ url, smallUrl, themeId, alt, whole = false }: StopPictureProps) {
  return (
    <div className="absolute inset-0 -z-10">
      <ThemeArt themeId={themeId} className="absolute inset-0" />
      {url && (
        // Phones get the 480 px copy (the one the server preloads with the page); wide screens the full cover.
        <picture key={url}>
          {smallUrl && <source media="(min-width: 1024px)" srcSet={url} />}
          <img
            src={smallUrl ?? url}
            alt={alt}
            decoding="async"
            fetchPriority="high"
            className={`absolute inset-0 size-full ${whole ? 'object-contain' : 'object-cover'}`}
            onError={(event) => event.currentTarget.remove()}
          />
        </picture>
      )}
      {!whole && (
        <div aria-hidden className="absolute inset-0 bg-linear-to-t from-zinc-950/70 via-transparent to-transparent" />
      )}
    </div>
  );
});
