import { object, string, type ObjectSchema } from 'yup';
import { VALIDATION_MESSAGES as M } from 'shared-contracts/rules';

export interface OverrideValues {
  manifest: string;
}

/** The message key when the address is not an http(s) URL (the panel's own namespace). */
export const INVALID_MANIFEST = 'invalidManifest';

export const overrideSchema: ObjectSchema<OverrideValues> = object({
  manifest: string().trim().required(M.requiredField).matches(/^https?:\/\/[^\s/]+\/\S*$/, INVALID_MANIFEST),
});

/**
 * The address that sets (or, with an empty manifest, clears) one remote's override: the shell
 * decides overrides from the query when it starts (host-shell/src/registry/overrides.ts), so a
 * change is a reload, like the override badge's Clear.
 */
export function overrideAddress(pathname: string, remote: string, manifest: string): string {
  const params = new URLSearchParams({ [`remote:${remote}`]: manifest.trim() });
  return `${pathname}?${params.toString()}`;
}
