/** Hands the bundler runtime's functions to the remotes' entries, once per page (decision 0097). */
export declare function provideBundlerRuntime(): void;
