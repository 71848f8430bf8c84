// The generator moved to src/lib so every feature (tours, slideshows, postcards) may use it; this
// re-export only keeps an in-progress import working until it points at ../../lib/share-code.
export { newShareCode } from '../../lib/share-code';
