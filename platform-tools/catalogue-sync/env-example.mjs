// .env.example: each remote's registry variables, with the defaults `pnpm start` uses.
import { hashMarkers, replaceBlock } from './blocks.mjs';

export const ENV_BLOCK = hashMarkers("each remote's registry entry");

export function envExample(text, { remotes }) {
  return replaceBlock(
    text,
    ENV_BLOCK,
    remotes.flatMap((remote) => [
      `REMOTE_${remote.key}_MANIFEST=http://localhost:${remote.port}/mf-manifest.json`,
      `REMOTE_${remote.key}_VERSION=${remote.version}`,
    ]),
  );
}
