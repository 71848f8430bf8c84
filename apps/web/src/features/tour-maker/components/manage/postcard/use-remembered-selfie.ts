import { useState } from 'react';
import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import { compressImage } from '../../../../../lib/images/compress-image';
import { readStorage, removeStorage, writeStorage } from '../../../../../lib/storage';

/**
 * The selfie for the postcard, compressed like every upload (1920 px, 0.85) and remembered in
 * `lastSelfieImage` so the next postcard starts with it (SPEC §5). A full storage keeps it for this
 * page only: the old one is removed first, so a failed write never brings back an older selfie.
 */
export function useRememberedSelfie() {
  const [selfie, setSelfie] = useState<string | null>(() => {
    const stored = readStorage(STORAGE_KEYS.lastSelfie);
    return stored?.startsWith('data:image/') ? stored : null;
  });

  const choose = async (file: File) => {
    const dataUrl = await compressImage(file);
    setSelfie(dataUrl);
    removeStorage(STORAGE_KEYS.lastSelfie);
    writeStorage(STORAGE_KEYS.lastSelfie, dataUrl);
  };

  const clear = () => {
    setSelfie(null);
    removeStorage(STORAGE_KEYS.lastSelfie);
  };

  return { selfie, choose, clear };
}
