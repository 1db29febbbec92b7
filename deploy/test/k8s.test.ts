/**
 * @jest-environment node
 */
// deploy/k8s offline: each object against the Kubernetes API schema of `kubernetes-models` (its
// JSON schemas, compiled with ajv; no cluster), and the references between them (selectors, Services,
// Ingress backends, ConfigMap keys). kubeconform is not installable here (docs/deployment.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { platformServices } from './platform';
import { ROOT } from './static-image';

const K8S = path.join(ROOT, 'deploy/k8s');

interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { configMapKeyRef?: { name: string; key: string }; secretKeyRef?: { name: string; key: string } } }>;
  envFrom?: Array<{ configMapRef?: { name: string } }>;
  volumeMounts?: Array<{ name: string; mountPath: string; readOnly?: boolean; subPath?: string }>;
}

interface Volume {
  name: string;
  configMap?: { name: string; optional?: boolean };
  persistentVolumeClaim?: { claimName: string };
}

interface DeploymentSpec {
  replicas?: number;
  strategy?: { type: string };
  selector: { matchLabels: Record<string, string> };
  template: {
    metadata: { labels: Record<string, string> };
    spec: { containers: Container[]; volumes?: Volume[]; serviceAccountName?: string; securityContext?: { runAsUser?: number } };
  };
}

const kustomization = parseAllDocuments(readFileSync(path.join(K8S, 'kustomization.yaml'), 'utf8'))[0].toJSON() as { resources: string[] };
const objects: Array<[string, KubeObject]> = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(K8S, file), 'utf8'))
    .map((document) => document.toJSON() as KubeObject | null)
    .filter((object): object is KubeObject => object !== null)
    .map((object) => [`${file}: ${object.kind} ${object.metadata.name}`, object] as [string, KubeObject]),
);
const ofKind = (kind: string) => objects.map(([, object]) => object).filter((object) => object.kind === kind);
const deploymentNamed = (name: string) => ofKind('Deployment').find((deployment) => deployment.metadata.name === name)?.spec as unknown as DeploymentSpec;

/** The model class of kubernetes-models for an apiVersion and kind (`v1` is the core group). */
function modelOf(apiVersion: string, kind: string): new (data: unknown) => { validate(): void } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is chosen by the object's apiVersion
  const group = require(`kubernetes-models/${apiVersion}`) as Record<string, new (data: unknown) => { validate(): void }>;
  if (!group[kind]) throw new Error(`kubernetes-models has no ${apiVersion} ${kind}`);
  return group[kind];
}

describe('deploy/k8s', () => {
  it('lists only files that exist in kustomization.yaml', () => {
    for (const file of kustomization.resources) expect([file, existsSync(path.join(K8S, file))]).toEqual([file, true]);
  });

  it.each(objects)('%s is valid against the Kubernetes API schema', (_name, object) => {
    const Model = modelOf(object.apiVersion, object.kind);
    expect(() => new Model(object).validate()).not.toThrow();
  });

  it('catches an invalid object (the validator is not a no-op)', () => {
    const Deployment = modelOf('apps/v1', 'Deployment');
    expect(() => new Deployment({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { replicas: 'two' } }).validate()).toThrow();
  });

  it('runs the shell, every remote of platform-tools/ports.mjs and the gateway, each selected by its own labels and Service', () => {
    const deployments = ofKind('Deployment');
    const names = deployments.map((deployment) => deployment.metadata.name).sort();
    const { services } = platformServices();
    expect(names).toEqual([...services.map((service) => service.package), 'sandbox-gateway', 'release-tools'].sort());
    for (const deployment of deployments) {
      const spec = deployment.spec as unknown as DeploymentSpec;
      expect(spec.template.metadata.labels).toMatchObject(spec.selector.matchLabels);
      // The release tools serve nothing (kubectl exec and the gate): no port, no Service.
      if (!spec.template.spec.containers.some((container) => container.ports?.length)) continue;
      const service = ofKind('Service').find((candidate) => candidate.metadata.name === deployment.metadata.name);
      expect(service?.spec?.selector).toEqual(spec.selector.matchLabels);
      const containerPorts = spec.template.spec.containers.flatMap((container) => container.ports ?? []).map((port) => port.name);
      const servicePorts = (service?.spec?.ports as Array<{ targetPort: string }>).map((port) => port.targetPort);
      for (const port of servicePorts) expect(containerPorts).toContain(port);
    }
  });

  it('routes the Ingress to Services and ports that exist', () => {
    const services = new Map(ofKind('Service').map((service) => [service.metadata.name, service]));
    const rules = ofKind('Ingress').flatMap((ingress) => ingress.spec?.rules as Array<{ http: { paths: Array<{ backend: { service: { name: string; port: { name: string } } } }> } }>);
    const backends = rules.flatMap((rule) => rule.http.paths.map((entry) => entry.backend.service));
    expect(backends.length).toBe(platformServices().services.length);
    for (const backend of backends) {
      const ports = (services.get(backend.name)?.spec?.ports ?? []) as Array<{ name: string }>;
      expect([backend.name, ports.map((port) => port.name)]).toEqual([backend.name, expect.arrayContaining([backend.port.name])]);
    }
  });

  it('gives the shell every REMOTE_* and DASHBOARD_* variable of .env.example through the ConfigMap it reads', () => {
    const configMaps = new Map(ofKind('ConfigMap').map((map) => [map.metadata.name, map.data ?? {}]));
    const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const wanted = [...example.matchAll(/^((?:REMOTE|DASHBOARD)_[A-Z0-9_]+)=/gm)].map((match) => match[1]);
    const shell = ofKind('Deployment').find((deployment) => deployment.metadata.name === 'host-shell');
    const container = (shell?.spec as unknown as DeploymentSpec).template.spec.containers[0];
    const fromMaps = (container.envFrom ?? []).map((source) => configMaps.get(source.configMapRef?.name ?? '') ?? {});
    const keys = new Set(fromMaps.flatMap((data) => Object.keys(data)));
    expect(wanted.filter((name) => !keys.has(name))).toEqual([]);
    // Every configMapKeyRef names a key that exists.
    for (const deployment of ofKind('Deployment')) {
      for (const each of (deployment.spec as unknown as DeploymentSpec).template.spec.containers) {
        for (const variable of each.env ?? []) {
          const ref = variable.valueFrom?.configMapKeyRef;
          if (ref) expect([deployment.metadata.name, ref.key, configMaps.get(ref.name)?.[ref.key] !== undefined]).toEqual([deployment.metadata.name, ref.key, true]);
        }
      }
    }
  });

  it("runs the shell from its Node image, following the release flags from flagd's sync Service, ready once they have come", () => {
    const shell = deploymentNamed('host-shell');
    const [container] = shell.template.spec.containers;
    expect(shell.template.spec.securityContext?.runAsUser).toBe(1000);
    expect(container.command).toBeUndefined(); // the image's CMD: node platform-tools/bin/serve.mjs shell
    const sync = container.env?.find((variable) => variable.name === 'MDP_RELEASE_FLAGS_SYNC')?.value;
    const [host, port] = (sync ?? '').split(':');
    const service = ofKind('Service').find((each) => each.metadata.name === host)?.spec as { selector: Record<string, string>; ports: Array<{ port: number; targetPort: string }> } | undefined;
    expect(service?.ports.map((each) => each.port)).toEqual([Number(port)]);
    // The Service leads to the flagd container's sync port, in the pod of the release store.
    const tools = deploymentNamed('release-tools');
    expect(tools.template.metadata.labels).toMatchObject(service?.selector ?? { missing: true });
    const flagd = tools.template.spec.containers.find((each) => each.name === 'flagd');
    expect(flagd?.ports?.find((each) => each.name === service?.ports[0].targetPort)?.containerPort).toBe(8015);
    expect((container as unknown as { readinessProbe: { httpGet: { path: string } } }).readinessProbe.httpGet.path).toBe('/readyz');
    // The replicas only read: no collector key, so no gate writing a store they do not have; no flag file of their own.
    expect(container.env?.map((variable) => variable.name)).not.toContain('TELEMETRY_READ_KEY');
    expect(container.env?.map((variable) => variable.name)).not.toContain('RELEASES_DIR');
  });

  it('keeps the release store in one pod: release-tools, one replica, Recreate, the gate and flagd on its claim', () => {
    const tools = deploymentNamed('release-tools');
    expect([tools.replicas, tools.strategy?.type]).toEqual([1, 'Recreate']);
    const claim = tools.template.spec.volumes?.find((volume) => volume.persistentVolumeClaim)?.persistentVolumeClaim?.claimName;
    expect(ofKind('PersistentVolumeClaim').map((pvc) => pvc.metadata.name)).toContain(claim);
    const [gate, flagd] = tools.template.spec.containers;
    expect(gate.command).toEqual(['node', 'platform-tools/bin/release.mjs', 'gate']);
    const releasesDir = gate.env?.find((variable) => variable.name === 'RELEASES_DIR')?.value;
    const storeVolume = tools.template.spec.volumes?.find((volume) => volume.persistentVolumeClaim)?.name;
    expect(gate.volumeMounts).toContainEqual({ name: storeVolume, mountPath: releasesDir });
    // flagd serves the flag file the commands and the gate write there, read-only.
    expect(flagd.image).toMatch(/^ghcr\.io\/open-feature\/flagd:v\d+\.\d+\.\d+$/);
    expect(flagd.volumeMounts).toContainEqual({ name: storeVolume, mountPath: releasesDir, readOnly: true });
    expect((flagd as unknown as { args: string[] }).args).toEqual(['start', '--uri', `file:${releasesDir}/flags.json`]);
    // The same collector key as the gateway's, from one Secret.
    const keyOf = (container: Container) => container.env?.find((variable) => variable.name === 'TELEMETRY_READ_KEY')?.valueFrom?.secretKeyRef;
    const gateway = deploymentNamed('sandbox-gateway').template.spec.containers[0];
    expect(keyOf(gate)).toEqual({ name: 'release-health', key: 'telemetry-read-key' });
    expect(keyOf(gateway)).toMatchObject({ name: 'release-health', key: 'telemetry-read-key' });
  });

  it('gives release-tools no access to the Kubernetes API: no Role, no token', () => {
    const tools = deploymentNamed('release-tools');
    expect(ofKind('Role')).toEqual([]);
    expect(ofKind('RoleBinding')).toEqual([]);
    expect((tools.template.spec as unknown as { automountServiceAccountToken: boolean }).automountServiceAccountToken).toBe(false);
  });
});
