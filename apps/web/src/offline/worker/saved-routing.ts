/**
 * Which requests the worker may answer from the saved copies: media and API addresses on this origin
 * (the tour, its audio and cover, place photos) and pictures from other hosts. Never the app shell,
 * which the precache answers.
 */
export function mayBeSaved(key: string): boolean {
  return key.startsWith('/media/') || key.startsWith('/api/') || key.startsWith('https:');
}

/** The tour itself is asked of the server first (it may have changed); stories and pictures never change. */
export function isNetworkFirst(key: string): boolean {
  return key.startsWith('/api/tour-maker/routes/') || key.startsWith('/api/tours/share/');
}
