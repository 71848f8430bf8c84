/** A freely licensed photo near a place, with what its licence asks us to show beside it. */
export interface NearbyPhoto {
  /** The original file. */
  url: string;
  /** A 1280 px wide rendition, the one pages should load. */
  thumbUrl: string;
  width: number;
  height: number;
  title: string;
  /** "Author, Licence", ready to print under the photo. */
  credit: string;
  license: string;
  /** The photo's description page, where the full licence terms live. */
  sourceUrl: string;
}

/** The "photos" provider: pictures of what is around a position, nearest first. */
export interface PhotoSource {
  readonly name: string;
  /** Never throws: an empty list when nothing is found or the service is down, so narration goes on without photos. */
  photosNear(lat: number, lng: number, limit: number): Promise<NearbyPhoto[]>;
}
