// docker-compose.yml: one service per catalogued remote, and the shell's depends_on on each. dclint
// wants services and depends_on in alphabetical order, so the remotes cannot sit in one marked block
// between the hand-written gateway and shell: the sync owns every service built from a remote's
// package (PACKAGE: mfe-*) and rewrites them through the yaml Document API, which keeps everything
// else — comments, the anchor, the gateway and the shell — as it is.
import { isMap, isScalar, Pair, parseDocument, Scalar } from 'yaml';

const STATIC_DOCKERFILE = 'deploy/docker/static.Dockerfile';
/** The anchor every remote's service merges: restart policy, .env, the releases volume, health check. */
const STATIC_SERVICE = 'x-static-service';
const TO_STRING = { lineWidth: 0, flowCollectionPadding: true };

const keyOf = (pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);
const byKey = (a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);
const isRemoteService = (pair) => isMap(pair.value) && /^mfe-/.test(String(pair.value.getIn(['build', 'args', 'PACKAGE']) ?? ''));

function remoteService(document, remote, anchor) {
  const service = document.createNode({
    build: { context: '.', dockerfile: STATIC_DOCKERFILE, args: { PACKAGE: remote.package } },
    ports: [`127.0.0.1:${remote.port}:8080`],
  });
  service.get('ports').items[0].type = Scalar.QUOTE_SINGLE;
  service.items.push(new Pair(new Scalar('<<'), document.createAlias(anchor)));
  return service;
}

/** Sorts a map's pairs by key, with a blank line before each but the first when `spaced`. */
function sortPairs(map, spaced) {
  map.items.sort(byKey);
  map.items.forEach((pair, index) => {
    if (!isScalar(pair.key)) pair.key = new Scalar(pair.key);
    pair.key.spaceBefore = spaced && index > 0 ? true : undefined;
  });
}

export function composeFile(text, { remotes }) {
  const document = parseDocument(text);
  const anchor = document.get(STATIC_SERVICE, true);
  if (!anchor?.anchor) throw new Error(`has no anchored "${STATIC_SERVICE}" for the remotes' services to merge`);
  const services = document.get('services');
  const owned = services.items.filter(isRemoteService).map(keyOf);
  services.items = [
    ...services.items.filter((pair) => !isRemoteService(pair)),
    ...remotes.map((remote) => new Pair(new Scalar(remote.name), remoteService(document, remote, anchor))),
  ];
  sortPairs(services, true);

  const dependsOn = services.get('shell')?.get('depends_on');
  if (!isMap(dependsOn)) throw new Error('has no shell service with a depends_on map');
  const names = new Set([...owned, ...remotes.map((remote) => remote.name)]);
  dependsOn.items = [
    ...dependsOn.items.filter((pair) => !names.has(keyOf(pair))),
    ...remotes.map((remote) => new Pair(new Scalar(remote.name), document.createNode({ condition: 'service_healthy' }))),
  ];
  sortPairs(dependsOn, false);
  return document.toString(TO_STRING);
}
