import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@roamcast/shared/logic/geo-distance';
import { isPlaceMarkerClickable } from '@roamcast/shared/logic/place-marker-rule';
import type { PlaceInfo } from './map-types';
import { placeIcon } from '../../../../components/map/marker-icons';

interface PlaceMarkerProps {
  place: PlaceInfo;
  position: LatLng | null;
  accentClass: string;
  onOpen: (placeId: string) => void;
}

/** A narration's place; it opens details only under the SPEC §5 rule, otherwise it is just a dot. */
export function PlaceMarker({ place, position, accentClass, onOpen }: PlaceMarkerProps) {
  const { t } = useTranslation();
  const clickable = isPlaceMarkerClickable(place, position);
  const name = place.name || t('explorerMap.place.title');
  const label = clickable ? t('explorerMap.showPlace', { name }) : name;
  const icon = useMemo(() => placeIcon(label, clickable, accentClass), [label, clickable, accentClass]);
  const open = () => onOpen(place.placeId);
  return (
    <Marker
      // Leaflet reads interactive and keyboard only when a marker is created, so a change remounts it.
      key={String(clickable)}
      position={[place.lat, place.lng]}
      icon={icon}
      title={name}
      interactive={clickable}
      keyboard={clickable}
      eventHandlers={
        clickable
          ? {
              click: open,
              // Leaflet gives the marker role="button" but only a mouse click opens it; add Enter and Space.
              keydown: (event) => {
                const key = (event.originalEvent as KeyboardEvent).key;
                if (key !== 'Enter' && key !== ' ') return;
                event.originalEvent.preventDefault();
                open();
              },
            }
          : {}
      }
    />
  );
}
