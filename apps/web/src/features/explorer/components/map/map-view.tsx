import 'leaflet/dist/leaflet.css';
import '../../../../components/map/map-view.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, MapContainer, Marker, Polyline, ZoomControl, useMap } from 'react-leaflet';
import { MAP_ZOOM } from '@roamcast/shared/catalog/constants';
import type { LatLng } from '@roamcast/shared/logic/geo-distance';
import { MapTiles } from '../../../../components/map/map-tiles';
import type { MapMode, PlaceInfo } from './map-types';
import { positionIcon } from '../../../../components/map/marker-icons';
import { PlaceDetailsModal } from '../../../../components/place-details/place-details-modal';
import { PlaceMarker } from './place-marker';

export interface MapViewProps {
  position: LatLng | null;
  trail: readonly LatLng[];
  places: readonly PlaceInfo[];
  mode: MapMode;
  accentClass: string;
}

const WORLD_CENTER: [number, number] = [20, 0];
const WORLD_ZOOM = 2;
const TRAIL_STYLE = { color: '#0ea5e9', weight: 4, opacity: 0.9 };

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Names the map for screen readers and resizes Leaflet when the frame grows or shrinks. */
function MapSetup({ label, mode }: { label: string; mode: MapMode }) {
  const map = useMap();
  useEffect(() => {
    // A focusable panning surface (arrow keys, +/-) needs a name; MapContainer passes no ARIA props.
    const container = map.getContainer();
    container.setAttribute('role', 'group');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    map.invalidateSize();
  }, [map, mode]);
  return null;
}

/** Keeps the user in view: the first fix sets the street zoom, later ones only pan. */
function FollowPosition({ position }: { position: LatLng | null }) {
  const map = useMap();
  const located = useRef(false);
  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (located.current) map.panTo([lat, lng], { animate: !reducedMotion() });
    else map.setView([lat, lng], MAP_ZOOM.default);
    located.current = true;
  }, [map, lat, lng]);
  return null;
}

/** The Leaflet map inside the overlay: tiles, trail, the user and the narration's places. */
export function MapView({ position, trail, places, mode, accentClass }: MapViewProps) {
  const { t } = useTranslation();
  const [openPlaceId, setOpenPlaceId] = useState<string | null>(null);
  const center = position ?? trail.at(-1) ?? places[0] ?? null;
  const youIcon = useMemo(() => positionIcon(t('explorerMap.youAreHere')), [t]);
  // Several narrations can name the same place; one marker each.
  const uniquePlaces = useMemo(() => [...new Map(places.map((place) => [place.placeId, place])).values()], [places]);
  const animate = !reducedMotion();

  return (
    <>
      <MapContainer
        center={center ? [center.lat, center.lng] : WORLD_CENTER}
        zoom={center ? MAP_ZOOM.default : WORLD_ZOOM}
        zoomControl={false}
        attributionControl={false}
        zoomAnimation={animate}
        fadeAnimation={animate}
        markerZoomAnimation={animate}
        className="size-full"
      >
        <MapSetup label={t('explorerMap.mapLabel')} mode={mode} />
        <FollowPosition position={position} />
        <MapTiles />
        <AttributionControl position="bottomright" prefix={false} />
        {mode === 'expanded' && (
          <ZoomControl
            position="bottomleft"
            zoomInTitle={t('explorerMap.zoomIn')}
            zoomOutTitle={t('explorerMap.zoomOut')}
          />
        )}
        {trail.length > 1 && (
          <Polyline
            positions={trail.map((point) => [point.lat, point.lng])}
            pathOptions={TRAIL_STYLE}
            interactive={false}
          />
        )}
        {uniquePlaces.map((place) => (
          <PlaceMarker
            key={place.placeId}
            place={place}
            position={position}
            accentClass={accentClass}
            onOpen={setOpenPlaceId}
          />
        ))}
        {position && (
          <Marker position={[position.lat, position.lng]} icon={youIcon} interactive={false} keyboard={false} />
        )}
      </MapContainer>
      {!position && (
        <p
          role="status"
          className="absolute inset-x-3 bottom-3 z-[1000] rounded-lg bg-black/75 px-3 py-1.5 text-center text-sm text-white"
        >
          {t('explorerMap.locating')}
        </p>
      )}
      {openPlaceId && <PlaceDetailsModal placeId={openPlaceId} onClose={() => setOpenPlaceId(null)} />}
    </>
  );
}
