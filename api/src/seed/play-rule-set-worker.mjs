// Entry of the worker threads that play a rule set each (generate-streamed.ts): TypeScript needs tsx's loaders, for
// ES modules and for CommonJS (the workspace's packages), which a worker does not inherit from its parent when the
// parent runs without them (the API's test files run bundled) or, on some Node versions, from its --import.
import { register as registerModules } from 'tsx/esm/api';
import { register as registerRequire } from 'tsx/cjs/api';

registerModules();
registerRequire();
await import('./play-rule-set-worker.ts');
