// README.md "Set up and start": the table of services, ports and variables.
import { htmlMarkers, replaceBlock } from './blocks.mjs';

export const README_BLOCK = htmlMarkers('the services of platform-tools/catalogue.json');

export function readmePorts(text, { catalogue, remotes }) {
  const { shell, gateway } = catalogue;
  const row = (service, port, env, devPort) => `| ${service} | ${port} | \`${env}\` | ${devPort ?? '–'} |`;
  return replaceBlock(text, README_BLOCK, [
    '| service | port | environment variable | dev server |',
    '|---|---|---|---|',
    row('shell (answers `/remotes.json` and `/deployment.json` from memory)', shell.port, shell.env, shell.devPort),
    ...remotes.map((remote) =>
      row(`${remote.package}${remote.mount === 'parcel' ? ' (mounted as a single-spa parcel)' : ''}`, remote.port, remote.env, remote.devPort),
    ),
    row('sandbox gateway (the shell proxies `/api` to it: one origin for the browser)', gateway.port, gateway.env),
  ]);
}
