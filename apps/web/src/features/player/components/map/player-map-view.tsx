import 'leaflet/dist/leaflet.css';
import '../../../../components/map/map-view.css';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { latLngBounds } from 'leaflet';
import { AttributionControl, MapContainer, Marker, Polyline, ZoomControl, useMap } from 'react-leaflet';
import { MAP_ZOOM } from '@roamcast/shared/catalog/constants';
import { MapTiles } from '../../../../components/map/map-tiles';
import type { PlayerStop } from '../../logic/player-tour';
import { stopIcon } from './stop-icon';

export interface PlayerMapViewProps {
  stops: readonly PlayerStop[];
  currentIndex: number;
  onSelectStop: (index: number) => void;
}

const ROUTE_STYLE = { color: '#0ea5e9', weight: 4, opacity: 0.9 };

/** Names the panning surface for screen readers and fits every stop in view. */
function FitStops({ stops, label }: { stops: readonly PlayerStop[]; label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'group');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    if (stops.length === 1) map.setView([stops[0]!.location.lat, stops[0]!.location.lng], MAP_ZOOM.default);
    else if (stops.length > 1)
      map.fitBounds(latLngBounds(stops.map((stop) => [stop.location.lat, stop.location.lng])), { padding: [32, 32] });
  }, [map, stops]);
  return null;
}

/** The tour on a Leaflet map: its stops as numbered markers, the route between them as a line. */
export function PlayerMapView({ stops, currentIndex, onSelectStop }: PlayerMapViewProps) {
  const { t } = useTranslation();
  const first = stops[0]!;
  const icons = useMemo(
    () =>
      stops.map((stop, index) =>
        stopIcon(index + 1, t('player.stopMarker', { number: index + 1, name: stop.name }), index === currentIndex),
      ),
    [stops, currentIndex, t],
  );
  return (
    <MapContainer
      center={[first.location.lat, first.location.lng]}
      zoom={MAP_ZOOM.default}
      zoomControl={false}
      attributionControl={false}
      className="size-full"
    >
      <FitStops stops={stops} label={t('player.mapLabel')} />
      <MapTiles />
      <AttributionControl position="bottomright" prefix={false} />
      <ZoomControl position="bottomleft" zoomInTitle={t('player.zoomIn')} zoomOutTitle={t('player.zoomOut')} />
      {stops.length > 1 && (
        <Polyline
          positions={stops.map((stop) => [stop.location.lat, stop.location.lng])}
          pathOptions={ROUTE_STYLE}
          interactive={false}
        />
      )}
      {stops.map((stop, index) => (
        <Marker
          key={`${stop.id}:${index === currentIndex}`}
          position={[stop.location.lat, stop.location.lng]}
          icon={icons[index]!}
          title={stop.name}
          eventHandlers={{
            click: () => onSelectStop(index),
            // Leaflet gives markers role="button" but only a click selects; add Enter and Space.
            keydown: (event) => {
              const key = (event.originalEvent as KeyboardEvent).key;
              if (key !== 'Enter' && key !== ' ') return;
              event.originalEvent.preventDefault();
              onSelectStop(index);
            },
          }}
        />
      ))}
    </MapContainer>
  );
}
