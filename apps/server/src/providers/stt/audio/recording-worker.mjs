// Worker thread entry for the recording pool: a plain module that loads the TypeScript worker through
// tsx, since a thread does not reliably inherit the parent's loader for its entry file.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./recording-worker.ts');
export default worker.default;
export const ready = worker.ready;
