import { z } from 'zod';
import type { K8sObject } from './manifests';

// What the rendered objects must say beyond the API schemas: the rules infra/README.md gives
// for every workload. Each check returns the broken rules as `<object>: <rule>` lines.

interface Probe {
  httpGet?: { path: string; port: string | number };
  tcpSocket?: { port: string | number };
}
interface Container {
  name: string;
  image: string;
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { key: string } } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: {
    requests?: { cpu?: unknown; memory?: unknown };
    limits?: { cpu?: unknown; memory?: unknown };
  };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}
export interface PodSpec {
  containers: Container[];
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    seccompProfile?: { type: string };
  };
  volumes?: { name: string; emptyDir?: object }[];
  automountServiceAccountToken?: boolean;
}
export type Workload = K8sObject & {
  spec: { template: { metadata: { labels: Record<string, string> }; spec: PodSpec } };
};

export const isWorkload = (object: K8sObject): object is Workload =>
  ['Deployment', 'Job'].includes(object.kind);

export const componentOf = (object: Workload) =>
  object.spec.template.metadata.labels['app.kubernetes.io/component'];

/** Every container: probes (not for a Job), requests and limits, non-root, read-only, no caps. */
export function workloadProblems(object: Workload): string[] {
  const problems: string[] = [];
  const id = `${object.kind}/${object.metadata.name}`;
  const pod = object.spec.template.spec;
  if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${id}: pod runAsNonRoot`);
  if (!(pod.securityContext?.runAsUser && pod.securityContext.runAsUser > 0))
    problems.push(`${id}: pod runAsUser above 0`);
  if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
    problems.push(`${id}: seccomp RuntimeDefault`);
  if (pod.automountServiceAccountToken !== false)
    problems.push(`${id}: no service account token (it calls no Kubernetes API)`);
  for (const container of pod.containers) {
    const at = `${id} ${container.name}`;
    if (object.kind === 'Deployment') {
      if (!container.readinessProbe) problems.push(`${at}: readiness probe`);
      if (!container.livenessProbe) problems.push(`${at}: liveness probe`);
    }
    for (const kind of ['requests', 'limits'] as const) {
      for (const resource of ['cpu', 'memory'] as const) {
        if (container.resources?.[kind]?.[resource] === undefined)
          problems.push(`${at}: ${kind}.${resource}`);
      }
    }
    const security = container.securityContext;
    if (security?.readOnlyRootFilesystem !== true) problems.push(`${at}: read-only root`);
    if (security?.allowPrivilegeEscalation !== false)
      problems.push(`${at}: no privilege escalation`);
    if (security?.runAsNonRoot !== true) problems.push(`${at}: runAsNonRoot`);
    if (!security?.capabilities?.drop?.includes('ALL') || security.capabilities.add?.length)
      problems.push(`${at}: drop ALL capabilities, add none`);
    const tmp = container.volumeMounts?.find(({ mountPath }) => mountPath === '/tmp');
    const volume = pod.volumes?.find(({ name }) => name === tmp?.name);
    if (!volume?.emptyDir) problems.push(`${at}: an emptyDir on /tmp`);
  }
  return problems;
}

const int = z.number().int();
const dnsName = z.string().regex(/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/);

/**
 * KEDA's ScaledObject (keda.sh/v1alpha1), the fields these manifests use. No installed package
 * carries KEDA's CRD schema, so this is its required part written out from KEDA's reference;
 * strict, so a misspelt field fails instead of being ignored by the cluster.
 */
export const scaledObjectSchema = z.strictObject({
  apiVersion: z.literal('keda.sh/v1alpha1'),
  kind: z.literal('ScaledObject'),
  metadata: z.strictObject({
    name: dnsName,
    namespace: dnsName.optional(),
    labels: z.record(z.string(), z.string()).optional(),
    annotations: z.record(z.string(), z.string()).optional(),
  }),
  spec: z
    .strictObject({
      scaleTargetRef: z.strictObject({
        name: dnsName,
        apiVersion: z.string().optional(),
        kind: z.string().optional(),
      }),
      minReplicaCount: int.min(0).optional(),
      maxReplicaCount: int.min(1).optional(),
      pollingInterval: int.min(1).optional(),
      cooldownPeriod: int.min(0).optional(),
      triggers: z
        .array(
          z.strictObject({
            type: z.string().min(1),
            name: z.string().optional(),
            metadata: z.record(z.string(), z.string()),
            authenticationRef: z.strictObject({ name: dnsName }).optional(),
          }),
        )
        .min(1),
    })
    .refine(
      (spec) => (spec.minReplicaCount ?? 0) <= (spec.maxReplicaCount ?? 100),
      'minReplicaCount above maxReplicaCount',
    ),
});

/** The redis trigger's own required metadata (KEDA: Redis Lists scaler). */
export const redisTriggerMetadata = z
  .object({
    listName: z.string().min(1),
    listLength: z.string().regex(/^[1-9]\d*$/),
    activationListLength: z.string().regex(/^\d+$/).optional(),
    address: z.string().optional(),
    addressFromEnv: z.string().optional(),
    host: z.string().optional(),
    hostFromEnv: z.string().optional(),
    passwordFromEnv: z.string().optional(),
  })
  .refine(
    (meta) => Boolean(meta.address ?? meta.addressFromEnv ?? meta.host ?? meta.hostFromEnv),
    'an address (address, addressFromEnv, host or hostFromEnv)',
  );
