import { lazy, Suspense } from 'react';
import type { PlayerStop, PlayerTour } from '../logic/player-tour';
import { stopSlides } from '../logic/player-tour';
import type { SidePanel } from './side-buttons';

// Each panel is its own download, fetched the first time it is opened (the player's first-load budget).
const StopGallery = lazy(() => import('../../../components/tour-audio/stop-gallery'));
const DirectionsSheet = lazy(() => import('./directions/directions-sheet'));
const NavigateTourSheet = lazy(() => import('./directions/navigate-tour-sheet'));
const GenerateAllConfirm = lazy(() => import('./generate-all-confirm'));
const PlaceDetailsModal = lazy(() =>
  import('../../../components/place-details/place-details-modal').then((module) => ({
    default: module.PlaceDetailsModal,
  })),
);

interface PlayerPanelsProps {
  tour: PlayerTour;
  stop: PlayerStop;
  panel: SidePanel | null;
  onClose: () => void;
  onConfirmGenerateAll: () => void;
}

/** The panel a side button opened: Gallery, Details, Directions, Navigate the whole tour, Generate All. */
export function PlayerPanels({ tour, stop, panel, onClose, onConfirmGenerateAll }: PlayerPanelsProps) {
  if (!panel) return null;
  const name = stop.name || tour.name;
  return (
    <Suspense fallback={null}>
      {panel === 'gallery' && <StopGallery title={name} photos={galleryPhotos(tour, stop)} onClose={onClose} />}
      {panel === 'details' && stop.poi?.placeId && <PlaceDetailsModal placeId={stop.poi.placeId} onClose={onClose} />}
      {panel === 'directions' && <DirectionsSheet stop={stop} onClose={onClose} />}
      {panel === 'navigate' && <NavigateTourSheet stops={tour.stops} onClose={onClose} />}
      {panel === 'generate-all' && (
        <GenerateAllConfirm
          tourName={tour.name}
          stopCount={tour.stops.length}
          onConfirm={onConfirmGenerateAll}
          onCancel={onClose}
        />
      )}
    </Suspense>
  );
}

/** The stop's photos; a stop without any shows every photo of the tour instead (then the cover). */
function galleryPhotos(tour: PlayerTour, stop: PlayerStop) {
  if (stop.photos.length > 0) return stop.photos;
  const all = tour.stops.flatMap((each) => each.photos);
  return all.length > 0 ? all : stopSlides(stop, tour);
}
