// What a remote's entry imports instead of `@module-federation/webpack-bundler-runtime` (the
// replacement is in federation.mjs): the same object, built from the functions the shell hands
// over (provide-bundler-runtime.mjs), so the entry carries none of them (about 3 KB of brotli each;
// docs/decisions/0097-shell-provides-the-bundler-runtime.md).
import * as runtime from '@module-federation/runtime';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { containerFederation } from './bundler-runtime-handover.mjs';

export default containerFederation(globalThis, bundlerRuntimePackage.version, runtime);
