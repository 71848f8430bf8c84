import type { PhotoSource } from './photo-source';

/** No bundled photo library: offline narrations carry no photos and the player shows its theme backdrop. */
export function createOfflinePhotoSource(): PhotoSource {
  return {
    name: 'offline',
    async photosNear() {
      return [];
    },
  };
}
