export { LANDMARK_BANKS } from './packs';
