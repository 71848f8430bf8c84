/** A narration's place as carried in placesInfo[] (SPEC §3; placeInfoSchema in @roamcast/shared). */
export interface PlaceInfo {
  placeId: string;
  lat: number;
  lng: number;
  name: string;
}

/** SPEC §4: the overlay is minimised (corner card) or expanded (full screen); closed means unmounted. */
export type MapMode = 'minimised' | 'expanded';
