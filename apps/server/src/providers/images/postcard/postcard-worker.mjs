// Worker thread entry: a plain module that loads the TypeScript worker through tsx, since a thread
// does not reliably inherit the parent's loader for its entry file.
import { register } from 'tsx/esm/api';

register();
await import('./postcard-worker.ts');
