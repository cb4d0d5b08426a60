import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ENRICHMENT_KINDS,
  ENRICHMENT_QUEUES,
  QUEUES,
  SERVICE_NAMES,
  loadConfig,
} from '@trusthive/platform';
import { SERVER_ENTRIES } from '../build/server-build';
import { STACK_PROCESSES } from '../stack/processes';
import { unknownFields } from './known-fields';
import {
  OVERLAYS,
  findKubectl,
  parseManifests,
  readRendered,
  renderKustomize,
  type K8sObject,
} from './manifests';
import {
  componentOf,
  isWorkload,
  redisTriggerMetadata,
  scaledObjectSchema,
  workloadProblems,
  type Workload,
} from './policy';

// The manifests under infra/k8s, as a deploy applies them: every object valid against the
// Kubernetes 1.33 API schemas (the kubernetes-models package, plus no field they do not know)
// or, for KEDA's ScaledObject, a strict schema of its own, and every rule infra/README.md promises (probes, limits, non-root
// read-only containers, an autoscaler and a disruption budget each, only the gateway exposed).

const kubectl = findKubectl();
if (!kubectl) {
  console.warn(
    '[k8s] kubectl is not on PATH: the overlays are checked as kept in infra/k8s/rendered, ' +
      'but not rendered again, so a stale copy would go unseen. Install kubectl (1.27 or ' +
      'later: kustomize v5) to check that too.',
  );
}

type ModelClass = new (data: unknown) => { validate(): void };

/**
 * kubectl wraps a long base64 value of a Secret over lines; the API server's decoder skips the
 * line breaks, the schema's `byte` format does not.
 */
function asApiServerReads(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = object.data as Record<string, string>;
  return {
    ...object,
    data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.replace(/\s+/g, '')])),
  };
}

/** The schema errors of each object ('' when valid), from kubernetes-models' validators. */
async function schemaErrors(objects: K8sObject[]): Promise<string[]> {
  const errors: string[] = [];
  for (const object of objects) {
    const id = `${object.kind}/${object.metadata.name}`;
    if (object.apiVersion === 'keda.sh/v1alpha1') {
      const parsed = scaledObjectSchema.safeParse(object);
      if (!parsed.success) errors.push(`${id}: ${parsed.error.message}`);
      continue;
    }
    const models = (await import(`kubernetes-models/${object.apiVersion}`)) as Record<
      string,
      ModelClass | undefined
    >;
    const Model = models[object.kind];
    if (!Model) {
      errors.push(`${id}: no ${object.apiVersion} ${object.kind} in Kubernetes 1.33`);
      continue;
    }
    try {
      new Model(asApiServerReads(object)).validate();
    } catch (error) {
      errors.push(`${id}: ${(error as Error).message}`);
    }
    for (const field of unknownFields(object)) errors.push(`${id}: unknown field ${field}`);
  }
  return errors;
}

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(
    ([key, value]) => labels[key] === value,
  );
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values }) => {
    if (operator === 'In') return values!.includes(labels[key] ?? '');
    if (operator === 'NotIn') return !values!.includes(labels[key] ?? '');
    if (operator === 'Exists') return key in labels;
    return !(key in labels);
  });
  return byLabels && byExpressions;
}

interface NetworkPolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: object;
}
type NetworkPolicy = K8sObject & {
  spec: {
    podSelector: LabelSelector;
    policyTypes: string[];
    ingress?: { from?: NetworkPolicyPeer[]; ports?: unknown[] }[];
    egress?: { to?: NetworkPolicyPeer[]; ports?: { port: number }[] }[];
  };
};

/** Who may open a connection to pods with these labels: one line per allowed peer. */
function allowedIngress(policies: NetworkPolicy[], labels: Record<string, string>): string[] {
  return policies
    .filter((policy) => policy.spec.policyTypes.includes('Ingress'))
    .filter((policy) => selects(policy.spec.podSelector, labels))
    .flatMap((policy) =>
      (policy.spec.ingress ?? []).flatMap((rule) =>
        (rule.from ?? [{ ipBlock: { cidr: 'anywhere' } }]).map((peer) => JSON.stringify(peer)),
      ),
    );
}

const gatewayPeer = JSON.stringify({
  podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } },
});
/** A service that calls another: enrichment asks scoring for a landed lookup's score. */
const enrichmentPeer = JSON.stringify({
  podSelector: { matchLabels: { 'app.kubernetes.io/name': 'enrichment' } },
});
/** The other: the submissions worker's bulk checks find names through search (issue 43). */
const submissionsWorkerPeer = JSON.stringify({
  podSelector: { matchLabels: { 'app.kubernetes.io/name': 'submissions-worker' } },
});
const ingressControllerPeer = JSON.stringify({
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
  podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
});

/** The queues each worker kind takes jobs from (its BullMQ Worker's queue names). */
const WORKER_QUEUES: Record<string, string[]> = {
  'scoring-worker': [QUEUES.scoreRecompute.name],
  'search-worker': [QUEUES.searchIndex.name],
  'analytics-worker': [QUEUES.analyticsEvents.name],
  'enrichment-worker': ENRICHMENT_KINDS.map((kind) => QUEUES[ENRICHMENT_QUEUES[kind]].name),
  'submissions-worker': [QUEUES.mail.name, QUEUES.bulkCheck.name, QUEUES.watchAlerts.name],
};

/** The ports SMTP is spoken on: relay, implicit TLS, submission with STARTTLS. */
const SMTP_PORTS = [25, 465, 587];

describe.skipIf(!kubectl)('kubectl kustomize', () => {
  it('should render the base and both overlays into objects valid for Kubernetes 1.33', async () => {
    for (const dir of ['base', ...OVERLAYS.map((overlay) => `overlays/${overlay}`)]) {
      const objects = parseManifests(renderKustomize(kubectl!, dir));
      expect(objects.length, dir).toBeGreaterThan(50);
      expect(await schemaErrors(objects), dir).toEqual([]);
    }
  });

  it('should match the renderings kept in infra/k8s/rendered (npm run k8s:render)', () => {
    for (const overlay of OVERLAYS) {
      expect(renderKustomize(kubectl!, `overlays/${overlay}`), overlay).toBe(readRendered(overlay));
    }
  });
});

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const objects = parseManifests(readRendered(overlay));
  const ofKind = <T extends K8sObject = K8sObject>(kind: string) =>
    objects.filter((object) => object.kind === kind) as T[];
  const deployments = ofKind<Workload>('Deployment');
  const appDeployments = deployments.filter((deployment) =>
    ['service', 'gateway', 'worker'].includes(componentOf(deployment) ?? ''),
  );
  const configMap = ofKind<K8sObject & { data: Record<string, string> }>('ConfigMap').find((map) =>
    map.metadata.name.startsWith('trusthive-config-'),
  )!;
  const secret = ofKind<K8sObject & { data: Record<string, string> }>('Secret').find((item) =>
    item.metadata.name.startsWith('trusthive-secrets-'),
  )!;
  const secretValues = Object.fromEntries(
    Object.entries(secret.data).map(([key, value]) => [
      key,
      Buffer.from(value, 'base64').toString('utf8'),
    ]),
  );

  it('should validate every object against the API schemas (KEDA: its own strict schema)', async () => {
    expect(await schemaErrors(objects)).toEqual([]);
  });

  it('should give every workload probes, requests and limits, and non-root read-only containers', () => {
    const workloads = objects.filter(isWorkload);
    expect(workloads.length).toBe(14);
    expect(workloads.flatMap(workloadProblems)).toEqual([]);
  });

  it('should run every process of the product from its compiled entry, and nothing else', () => {
    const entries = Object.fromEntries(
      appDeployments.map((deployment) => {
        const container = deployment.spec.template.spec.containers[0]!;
        return [deployment.metadata.name, container.args];
      }),
    );
    expect(Object.keys(entries).sort()).toEqual(STACK_PROCESSES.map(({ name }) => name).sort());
    for (const [name, args] of Object.entries(entries)) {
      expect(args, name).toEqual([`dist/server/${name}.js`]);
      expect(Object.keys(SERVER_ENTRIES)).toContain(name);
    }
  });

  it('should probe readiness on /health of each service and worker', () => {
    for (const deployment of appDeployments) {
      const container = deployment.spec.template.spec.containers[0]!;
      const ports = Object.fromEntries(
        (container.ports ?? []).map((port) => [port.name, port.containerPort]),
      );
      const name = deployment.metadata.name;
      const component = componentOf(deployment);
      if (component === 'gateway') {
        // Ready once it listens: /api/health asks every service (see gateway.yaml).
        expect(container.readinessProbe?.tcpSocket?.port).toBe('http');
        continue;
      }
      expect(container.readinessProbe?.httpGet?.path, name).toBe('/health');
      const probePort = ports[container.readinessProbe!.httpGet!.port as string];
      if (component === 'service') {
        const key = `${name.toUpperCase()}_PORT`;
        expect(probePort, name).toBe(loadConfig({})[`services`][name as 'search'].port);
        expect(container.env?.find((variable) => variable.name === key)).toBeUndefined();
      } else {
        const healthPort = container.env?.find(({ name: env }) => env === 'WORKER_HEALTH_PORT');
        expect(Number(healthPort?.value), name).toBe(probePort);
      }
      // Liveness never depends on PostgreSQL or Redis: an outage must not restart every pod.
      expect(container.livenessProbe?.tcpSocket, name).toBeDefined();
    }
  });

  it('should give every request-serving Deployment a CPU autoscaler and a disruption budget', () => {
    const serving = appDeployments.filter((item) => componentOf(item) !== 'worker');
    expect(serving.map((item) => item.metadata.name).sort()).toEqual(
      [...SERVICE_NAMES, 'gateway'].sort(),
    );
    const hpas = ofKind<
      K8sObject & {
        spec: {
          scaleTargetRef: { kind: string; name: string };
          minReplicas: number;
          metrics: { resource?: { name: string } }[];
        };
      }
    >('HorizontalPodAutoscaler');
    const pdbs = ofKind<K8sObject & { spec: { selector: LabelSelector } }>('PodDisruptionBudget');
    for (const deployment of serving) {
      const name = deployment.metadata.name;
      const hpa = hpas.find(
        ({ spec }) =>
          spec.scaleTargetRef.kind === 'Deployment' && spec.scaleTargetRef.name === name,
      );
      expect(
        hpa?.spec.metrics.map((metric) => metric.resource?.name),
        name,
      ).toEqual(['cpu']);
      // Two at least, so a drain or a crash never leaves a service with none.
      expect(hpa!.spec.minReplicas, name).toBeGreaterThanOrEqual(2);
      const labels = deployment.spec.template.metadata.labels;
      expect(pdbs.filter(({ spec }) => selects(spec.selector, labels)).length, name).toBe(1);
    }
  });

  it("should scale every worker on its own queues' wait lists, and give it a disruption budget", () => {
    const workers = appDeployments.filter((item) => componentOf(item) === 'worker');
    expect(workers.map((item) => item.metadata.name).sort()).toEqual(
      Object.keys(WORKER_QUEUES).sort(),
    );
    const scaled = ofKind<z.infer<typeof scaledObjectSchema>>('ScaledObject');
    const prefix = configMap.data.QUEUE_PREFIX;
    // Loaded as a pod sees it: the ConfigMap and the Secret together.
    expect(prefix).toBe(loadConfig({ ...configMap.data, ...secretValues }).queues.prefix);
    for (const worker of workers) {
      const name = worker.metadata.name;
      const scaler = scaled.find(({ spec }) => spec.scaleTargetRef.name === name);
      expect(scaler, name).toBeDefined();
      // The outbox relays run in the scoring and enrichment workers: never scaled to zero.
      expect(scaler!.spec.minReplicaCount, name).toBeGreaterThanOrEqual(1);
      const lists = scaler!.spec.triggers.map((trigger) => {
        expect(trigger.type).toBe('redis');
        const meta = redisTriggerMetadata.parse(trigger.metadata);
        // The address and password come from the worker's own environment.
        for (const key of [meta.addressFromEnv, meta.passwordFromEnv]) {
          expect(key! in configMap.data || key! in secretValues, `${name}: ${key}`).toBe(true);
        }
        return meta.listName;
      });
      expect(lists.sort(), name).toEqual(
        WORKER_QUEUES[name]!.map((queue) => `${prefix}:${queue}:wait`).sort(),
      );
    }
    expect(scaled.length).toBe(workers.length);
  });

  it('should expose only the gateway: one Ingress to it, services only from it, workers to none', () => {
    for (const service of ofKind<K8sObject & { spec: { type: string } }>('Service')) {
      expect(['ClusterIP', 'ExternalName'], service.metadata.name).toContain(service.spec.type);
    }
    const ingresses = ofKind<
      K8sObject & {
        spec: { rules: { http: { paths: { backend: { service: { name: string } } }[] } }[] };
      }
    >('Ingress');
    const backends = ingresses.flatMap(({ spec }) =>
      spec.rules.flatMap((rule) => rule.http.paths.map((item) => item.backend.service.name)),
    );
    expect([...new Set(backends)]).toEqual(['gateway']);

    const policies = ofKind<NetworkPolicy>('NetworkPolicy');
    const denyAll = policies.find(
      ({ spec }) =>
        Object.keys(spec.podSelector).length === 0 &&
        spec.policyTypes.includes('Ingress') &&
        spec.policyTypes.includes('Egress') &&
        !spec.ingress,
    );
    expect(denyAll, 'a default-deny policy').toBeDefined();
    for (const deployment of deployments) {
      const labels = deployment.spec.template.metadata.labels;
      const peers = allowedIngress(policies, labels);
      const component = componentOf(deployment);
      const name = deployment.metadata.name;
      if (component === 'gateway') expect(peers, name).toEqual([ingressControllerPeer]);
      else if (name === 'scoring')
        expect(peers.sort(), name).toEqual([enrichmentPeer, gatewayPeer]);
      else if (name === 'search')
        expect(peers.sort(), name).toEqual([gatewayPeer, submissionsWorkerPeer].sort());
      else if (component === 'service') expect(peers, name).toEqual([gatewayPeer]);
      else if (component === 'worker') expect(peers, name).toEqual([]);
      else
        expect(
          peers.some((peer) => peer.includes('namespaceSelector')),
          name,
        ).toBe(false);
    }
  });

  it('should give the SMTP login and the way out to the SMTP relay to the mail worker alone', () => {
    const smtpSecret = ofKind<K8sObject & { data: Record<string, string> }>('Secret').find((item) =>
      item.metadata.name.startsWith('smtp-credentials-'),
    )!;
    const smtpUrl = Buffer.from(smtpSecret.data.SMTP_URL!, 'base64').toString('utf8');
    expect(smtpUrl).toMatch(/CHANGE-ME/);
    expect(secretValues.SMTP_URL, 'not in the Secret every pod reads').toBeUndefined();
    expect(configMap.data.SMTP_URL, 'a login in the URL is a secret').toBeUndefined();
    const config = loadConfig({ ...configMap.data, ...secretValues, SMTP_URL: smtpUrl });
    expect(config.mail).toEqual({ smtpUrl, from: configMap.data.MAIL_FROM });

    const policies = ofKind<NetworkPolicy>('NetworkPolicy');
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const container = deployment.spec.template.spec.containers[0]!;
      const secrets = (
        (container as { envFrom?: { secretRef?: { name: string } }[] }).envFrom ?? []
      ).flatMap(({ secretRef }) => (secretRef ? [secretRef.name] : []));
      const smtpEgress = policies
        .filter(({ spec }) => spec.policyTypes.includes('Egress'))
        .filter(({ spec }) => selects(spec.podSelector, deployment.spec.template.metadata.labels))
        .flatMap(({ spec }) => spec.egress ?? [])
        .flatMap((rule) => rule.ports ?? [])
        .map(({ port }) => port)
        .filter((port) => SMTP_PORTS.includes(port));
      const isMailWorker = name === 'submissions-worker';
      expect(secrets.includes(smtpSecret.metadata.name), name).toBe(isMailWorker);
      expect(
        smtpEgress.sort((a, b) => a - b),
        name,
      ).toEqual(isMailWorker ? SMTP_PORTS : []);
    }
  });

  // Issue 37, finding 9: the services connect as a role without DDL or trigger rights; the
  // owning role's URL is in a Secret the migrations Job alone reads.
  it("should give the owning role's URL to the migrations Job alone, the services their own role", () => {
    const envSecrets = (workload: Workload) =>
      (
        (
          workload.spec.template.spec.containers[0] as {
            envFrom?: { secretRef?: { name: string } }[];
          }
        ).envFrom ?? []
      ).flatMap(({ secretRef }) => (secretRef ? [secretRef.name] : []));
    const isMigrationSecret = (name: string) => name.startsWith('trusthive-migration-secrets-');
    const [job] = ofKind<Workload>('Job');
    expect(envSecrets(job!).some(isMigrationSecret)).toBe(true);
    for (const deployment of deployments) {
      expect(envSecrets(deployment).some(isMigrationSecret), deployment.metadata.name).toBe(false);
    }
    expect(secretValues.DATABASE_MIGRATION_URL).toBeUndefined();
    const migration = ofKind<K8sObject & { data: Record<string, string> }>('Secret').find((item) =>
      isMigrationSecret(item.metadata.name),
    )!;
    const ownerUrl = Buffer.from(migration.data.DATABASE_MIGRATION_URL!, 'base64').toString('utf8');
    const owner = new URL(ownerUrl).username;
    expect(new URL(secretValues.DATABASE_URL!).username).not.toBe(owner);
    expect(new URL(secretValues.DATABASE_DIRECT_URL!).username).not.toBe(owner);
  });

  it('should name the migrations Job after the image tag and run it straight on PostgreSQL', () => {
    const [job] = ofKind<Workload>('Job');
    const image = deployments.find(({ metadata }) => metadata.name === 'gateway')!.spec.template
      .spec.containers[0]!.image;
    const tag = image.split(':')[1]!;
    expect(job!.metadata.name).toBe(`migrate-${tag}`);
    const container = job!.spec.template.spec.containers[0]!;
    expect(container.image).toBe(image);
    expect(container.args).toEqual(['dist/server/migrate.js']);
    expect(
      container.env?.find(({ name }) => name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key,
    ).toBe('DATABASE_DIRECT_URL');
  });

  it('should pool through PgBouncer in transaction mode, the typeahead and walks direct', () => {
    const pgbouncerIni = ofKind<K8sObject & { data: Record<string, string> }>('ConfigMap').find(
      ({ metadata }) => metadata.name.startsWith('pgbouncer-config-'),
    )!.data['pgbouncer.ini']!;
    expect(pgbouncerIni).toMatch(/^pool_mode = transaction$/m);
    // node-postgres' named prepared statements and the pools' startup options (pgbouncer.ini).
    expect(pgbouncerIni).toMatch(/^max_prepared_statements = [1-9]\d*$/m);
    expect(pgbouncerIni).toMatch(/^ignore_startup_parameters = .*\boptions\b/m);
    const config = loadConfig({ ...configMap.data, ...secretValues });
    expect(new URL(config.database.url).host).toBe('pgbouncer:6432');
    expect(new URL(config.database.directUrl!).host).toBe('postgres:5432');
  });

  // Issue 37 #3: over the pod network a service believes only the addresses the gateway
  // signed, so the gateway and every service read the one forwarding secret.
  it('should give the gateway and every service the one forwarding secret', () => {
    const config = loadConfig({ ...configMap.data, ...secretValues });
    expect(config.forwarding?.secret).toEqual(expect.any(String));
    const httpDeployments = deployments.filter((deployment) =>
      ['service', 'gateway'].includes(componentOf(deployment) ?? ''),
    );
    expect(httpDeployments.length).toBe(7);
    for (const deployment of httpDeployments) {
      const container = deployment.spec.template.spec.containers[0]!;
      const secrets = (
        (container as { envFrom?: { secretRef?: { name: string } }[] }).envFrom ?? []
      ).flatMap(({ secretRef }) => (secretRef ? [secretRef.name] : []));
      expect(secrets, deployment.metadata.name).toContain(secret.metadata.name);
    }
  });

  it("should hold a configuration the processes accept, with the secrets' values only placeholders", () => {
    const config = loadConfig({ ...configMap.data, ...secretValues });
    expect(config.publicBaseUrl).toMatch(/^https:/);
    expect(config.gateway.trustProxyHops).toBe(1);
    expect(config.services.company.url).toBe('http://company:4002');
    for (const [key, value] of Object.entries(secretValues)) {
      expect(value, key).toMatch(/CHANGE-ME/);
    }
  });

  it('should never run a stand-in provider: no DEMO_STAND_INS anywhere a process reads it', () => {
    const config = loadConfig({ ...configMap.data, ...secretValues });
    expect(config.demo.standIns).toEqual([]);
    // Nor set on any container of its own (env or a ConfigMap of another name).
    const rendered = JSON.stringify(objects);
    expect(rendered).not.toMatch(/DEMO_STAND_INS/);
  });
});
