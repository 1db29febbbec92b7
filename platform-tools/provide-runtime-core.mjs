// A federation runtime plugin of the shell: hands the shell's federation runtime to the remotes,
// which are built with `experiments.externalRuntime` and so carry none of their own. It replaces
// `experiments.provideExternalRuntime`, whose plugin imports the runtime's CommonJS build and so
// bundles a second copy of it (about 20 KB gzip) into the shell (docs/performance.md). The bundler
// runtime's functions are handed over by the dashboard's start (provide-bundler-runtime.mjs).
import runtimeCore from '@module-federation/runtime/core';

export default function provideRuntimeCore() {
  return {
    name: 'mdp-provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
