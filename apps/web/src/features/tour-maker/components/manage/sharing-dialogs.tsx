import { lazy, Suspense } from 'react';
import type { CardTour } from './card-tour';

// Each dialog loads when first opened: My Tours' first load carries none of their code.
const ShareTourDialog = lazy(() => import('./share-tour-dialog').then((m) => ({ default: m.ShareTourDialog })));
const PostcardDialog = lazy(() => import('./postcard-dialog').then((m) => ({ default: m.PostcardDialog })));
const SlideshowDialog = lazy(() => import('./slideshow-dialog').then((m) => ({ default: m.SlideshowDialog })));

export type SharingKind = 'share' | 'postcard' | 'slideshow';

/** Share, Postcard and Slideshow of the My Tours toolbar open their dialog for the selected tour here. */
export function SharingDialogs({
  kind,
  tour,
  onClose,
}: {
  kind: SharingKind | null;
  tour: CardTour | null;
  onClose: () => void;
}) {
  if (kind === null || tour === null) return null;
  const Dialog = { share: ShareTourDialog, postcard: PostcardDialog, slideshow: SlideshowDialog }[kind];
  return (
    <Suspense fallback={null}>
      <Dialog tour={tour} onClose={onClose} />
    </Suspense>
  );
}
