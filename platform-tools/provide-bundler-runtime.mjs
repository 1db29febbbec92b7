// The shell's side of the bundler runtime handover (docs/decisions/0097-shell-provides-the-bundler-runtime.md):
// hands the functions of federation's bundler runtime (the code webpack puts in every container:
// sharing, consumes, the container's init), which hold no state of their own, to the remotes'
// entries (federation-bundler-runtime.mjs), so each entry carries none. The dashboard's start calls
// it before any remote loads.
//
// The shell's own container runtime has every function but `initContainerEntry` (a host exposes
// nothing, so its build drops it): they are taken from it as it runs, not imported, which would
// keep them apart in the shell's `main` (module wrappers, ~430 bytes gzip) that the light login
// page loads too. `initContainerEntry` comes from the package's CommonJS file, a module of its own
// in this chunk.
/* global __webpack_require__ */
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { handOver } from './bundler-runtime-handover.mjs';

export function provideBundlerRuntime() {
  const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
  const { consumes, I, installInitialConsumes, init, getSharedFallbackGetter } = bundlerRuntime;
  handOver(globalThis, bundlerRuntimePackage.version, {
    attachShareScopeMap,
    functions: { consumes, I, installInitialConsumes, initContainerEntry, init, getSharedFallbackGetter },
  });
}
