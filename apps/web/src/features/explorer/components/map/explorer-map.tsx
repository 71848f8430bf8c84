import { lazy, Suspense } from 'react';
import type { LatLng } from '@roamcast/shared/logic/geo-distance';
import { MapLoadBoundary } from '../../../../components/map/map-load-boundary';
import { MapPlaceholder } from './map-placeholder';
import type { MapMode, PlaceInfo } from './map-types';

// The whole overlay (frame, Leaflet and its CSS, the place modal) is one download, fetched the first
// time the map is shown; the Explorer's first load carries only this wrapper.
const MapOverlay = lazy(() => import('./map-overlay'));

export interface ExplorerMapProps {
  position: LatLng | null;
  trail: readonly LatLng[];
  places: readonly PlaceInfo[];
  mode: MapMode;
  onModeChange: (mode: MapMode) => void;
  onClose: () => void;
  /** The theme's accent (catalogue accentClass, a bg-* class) for clickable place markers. */
  accentClass?: string;
}

/** SPEC §2 map overlay. Mount it while the map is open; unmounting is "closed" (SPEC §4). */
export function ExplorerMap(props: ExplorerMapProps) {
  const expanded = props.mode === 'expanded';
  return (
    <MapLoadBoundary fallback={(error) => <MapPlaceholder expanded={expanded} onClose={props.onClose} error={error} />}>
      <Suspense fallback={<MapPlaceholder expanded={expanded} onClose={props.onClose} />}>
        <MapOverlay {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}
