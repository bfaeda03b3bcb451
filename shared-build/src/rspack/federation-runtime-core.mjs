// A remote's own page (its standalone harness) has no shell to provide the federation runtime its code expects
// from the host (`externalRuntime`): this entry, loaded before the harness, provides it. `zu-federation-runtime-core`
// is an alias of @module-federation/runtime-core (that name itself is the external).
// @ts-expect-error -- an alias, resolved by the plugin's compilation, unknown to the type check
// eslint-disable-next-line import-x/no-unresolved -- the same alias
import * as runtimeCore from 'zu-federation-runtime-core';

// The global the remotes' code takes the runtime from, which neither Node's types nor the DOM's name.
/** @type {{ _FEDERATION_RUNTIME_CORE?: unknown }} */ (globalThis)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
