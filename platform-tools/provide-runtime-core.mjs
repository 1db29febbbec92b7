// A federation runtime plugin of the shell: hands the shell's federation runtime to the remotes,
// which are built with `experiments.externalRuntime` and so carry none of their own. It replaces
// `experiments.provideExternalRuntime`, whose plugin imports the runtime's CommonJS build and so
// bundles a second copy of it (about 20 KB gzip) into the shell (docs/performance.md).
//
// It also hands over the functions of the bundler runtime (the part of federation webpack puts in
// every container: sharing, consumes, the container's init), which hold no state of their own: a
// remote's entry uses them (federation-bundler-runtime.mjs) instead of carrying its own copy
// (docs/decisions/0097-shell-provides-the-bundler-runtime.md).
import runtimeCore from '@module-federation/runtime/core';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { handOver } from './bundler-runtime-handover.mjs';

export default function provideRuntimeCore() {
  return {
    name: 'mdp-provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      handOver(globalThis, bundlerRuntimePackage.version, {
        attachShareScopeMap,
        functions: { consumes, I: initializeSharing, installInitialConsumes, initContainerEntry, init, getSharedFallbackGetter },
      });
      return args;
    },
  };
}
