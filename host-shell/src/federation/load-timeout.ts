/** How long a manifest, entry or module may take before the remote counts as failed. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;
