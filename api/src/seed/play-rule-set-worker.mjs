// Entry of the worker threads that play a rule set each (generate-streamed.ts): TypeScript needs tsx's loader,
// which a worker does not inherit from the --import of its parent on every Node version.
import { register } from 'tsx/esm/api';

register();
await import('./play-rule-set-worker.ts');
