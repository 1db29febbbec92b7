// How the shell hands the functions of federation's bundler runtime to the remotes' entries
// (docs/decisions/0097-shell-provides-the-bundler-runtime.md): the shell's side is
// provide-bundler-runtime.mjs, a remote's side federation-bundler-runtime.mjs.

/** The global under which the shell hands them over. */
export const BUNDLER_RUNTIME_GLOBAL = '_MDP_FEDERATION_BUNDLER_RUNTIME';

/**
 * The shell's side: the functions of its bundler runtime version, once per page.
 *
 * @param {object} target the page's global object
 * @param {string} version the shell's `@module-federation/webpack-bundler-runtime` version
 * @param {{ attachShareScopeMap: Function, functions: Record<string, Function> }} runtime
 */
export function handOver(target, version, { attachShareScopeMap, functions }) {
  target[BUNDLER_RUNTIME_GLOBAL] ??= Object.freeze({ version, attachShareScopeMap, functions: Object.freeze({ ...functions }) });
}

/**
 * A remote's side: the object its entry's federation runtime module copies into
 * `__webpack_require__.federation` — the functions the shell handed over, with this container's own
 * state (its federation runtime module, share scopes and options), as the bundled runtime made it.
 * Throws when the shell handed over none, or those of another version than the remote was built
 * with: the remote's entry then fails to load, as any entry that cannot run.
 *
 * @param {object} target the page's global object
 * @param {string} version the remote's `@module-federation/webpack-bundler-runtime` version
 * @param {object} runtime the remote's own `@module-federation/runtime` module
 */
export function containerFederation(target, version, runtime) {
  const provided = target[BUNDLER_RUNTIME_GLOBAL];
  if (provided?.version !== version) {
    throw new Error(`This remote was built with the federation bundler runtime ${version}; the shell provides ${provided?.version ?? 'none'}`);
  }
  return {
    runtime,
    instance: undefined,
    initOptions: undefined,
    // A remote loads no other remote (federation.mjs: disableRemote), as its bundled runtime had it.
    bundlerRuntime: { ...provided.functions, remotes: undefined, S: {} },
    attachShareScopeMap: provided.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
