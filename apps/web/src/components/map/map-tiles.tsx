import { useRef, useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { OSM_TILES, useTileSource } from './use-tile-source';

// A key that Google refuses (API not enabled, quota) fails every tile; give up on it after a few.
const GOOGLE_ERRORS_BEFORE_FALLBACK = 3;

/**
 * The base map. A tile that fails (offline, blocked) only leaves a blank square: the trail and
 * markers are vectors and HTML drawn by Leaflet itself, so they still show.
 */
export function MapTiles() {
  const source = useTileSource();
  const [googleFailed, setGoogleFailed] = useState(false);
  const googleErrors = useRef(0);
  const active = source.id === 'google' && googleFailed ? OSM_TILES : source;
  return (
    <TileLayer
      // Attribution is read only when the layer is created, so a new source is a new layer.
      key={active.id}
      url={active.url}
      attribution={active.attribution}
      maxZoom={19}
      eventHandlers={
        active.id === 'google'
          ? {
              tileerror: () => {
                googleErrors.current += 1;
                if (googleErrors.current >= GOOGLE_ERRORS_BEFORE_FALLBACK) setGoogleFailed(true);
              },
            }
          : {}
      }
    />
  );
}
