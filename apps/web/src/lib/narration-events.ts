/**
 * Settings asks the Explorer to regenerate its narration after a voice change (Save & Regenerate),
 * without either feature importing the other: a tiny in-page event bus both can reach through lib/.
 */
const REGENERATE = 'narration-regeneration-requested';
const bus = new EventTarget();

export type NarrationRegenerationListener = () => void;

export function requestNarrationRegeneration(): void {
  bus.dispatchEvent(new Event(REGENERATE));
}

/** Subscribes; call the returned function to unsubscribe (an effect's cleanup). */
export function onNarrationRegenerationRequested(listener: NarrationRegenerationListener): () => void {
  const handler = () => listener();
  bus.addEventListener(REGENERATE, handler);
  return () => bus.removeEventListener(REGENERATE, handler);
}
