import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SERVICE_NAMES, createDb, type Database } from '@trusthive/platform';
import { startS3StandIn, type S3StandIn } from '@trusthive/platform/testing';
import { startMailCatcher, type MailCatcher } from '@trusthive/platform/testing/mail-catcher';
import type { Kysely } from 'kysely';
import {
  ROOT,
  STACK_PROCESSES,
  freePorts,
  spawnProcess,
  stopProcess,
  waitForHealthy,
  NO_THIRD_PARTIES,
  readyOrStopped,
} from '../stack/processes';
import { startBalancer, type Balancer } from './balancer';

// Two of everything on one machine (issue 22): two gateways and two replicas of every service
// and worker kind, as separate processes on ports the system hands out, sharing one
// PostgreSQL database (the test database), one Redis database (13, with a queue prefix of its
// own), one S3 bucket (s3rver, STORAGE_DRIVER=s3) and one SMTP server (the mail catcher) that
// both mail workers send to. Each service kind has one address, a
// round-robin balancer over its two replicas (balancer.ts), as a Kubernetes Service has, and
// both gateways use it: a request through either gateway may reach either replica, which is
// what a shared rate limit, idempotency key or queue must survive. Logs: .cache/scale-stack.log.

/**
 * The machine's first address that is not loopback, standing for the pod network: the
 * balancers dial the service replicas there, so a replica sees the gateway as a peer that is
 * not loopback, as a pod does under Kubernetes (issue 37 #3). Loopback when there is none.
 */
export function podNetworkAddress(): string {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return '127.0.0.1';
}

/** Not the e2e stack's (11) nor the fuzz tier's (12). */
const SCALE_REDIS_DATABASE = 13;
export const REPLICAS = 2;

export interface FleetLimits {
  readsPerMinute: number;
  writesPerMinute: number;
}

export interface FleetStack {
  /** The gateways' base URLs, one per replica. */
  gateways: string[];
  db: Kysely<Database>;
  s3: S3StandIn;
  /** Every mail either submissions worker sent. */
  mail: MailCatcher;
  redisUrl: string;
  queuePrefix: string;
  balancers: Record<string, Balancer>;
  /** Each service replica's own port, reached without the balancer or a gateway. */
  replicaPorts: Record<string, number[]>;
  /** Every replica by name, e.g. 'search-1', 'scoring-worker-2', 'gateway-1'. */
  processes: Map<string, ChildProcess>;
  /** Replicas that exited, with how. */
  exits: string[];
  /** Hears every log line of every replica, with the replica's name, until it is removed. */
  onLine(listener: (id: string, line: string) => void): () => void;
  stop(): Promise<void>;
}

export async function startFleetStack(limits: FleetLimits): Promise<FleetStack> {
  const ports = await freePorts(REPLICAS + SERVICE_NAMES.length * (REPLICAS + 1));
  const gatewayPorts = ports.slice(0, REPLICAS);
  const servicePorts = Object.fromEntries(
    SERVICE_NAMES.map((name, index) => {
      const start = REPLICAS + index * (REPLICAS + 1);
      return [
        name,
        { balancer: ports[start]!, replicas: ports.slice(start + 1, start + 1 + REPLICAS) },
      ];
    }),
  );
  const s3 = await startS3StandIn();
  const mail = await startMailCatcher();
  const balancers: Record<string, Balancer> = {};
  const podAddress = podNetworkAddress();
  for (const name of SERVICE_NAMES) {
    balancers[name] = await startBalancer(
      servicePorts[name]!.balancer,
      servicePorts[name]!.replicas,
      podAddress,
    );
  }
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'trusthive-scale-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TrustHive</title>');
  // No process may fall back to local files: a folder that cannot be created would show it.
  const redisUrl = new URL(process.env.REDIS_URL!);
  redisUrl.pathname = `/${SCALE_REDIS_DATABASE}`;
  const queuePrefix = `scale-${process.pid}`;
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL!,
    DATABASE_POOL_SIZE: '2',
    REDIS_URL: redisUrl.toString(),
    QUEUE_PREFIX: queuePrefix,
    ...s3.env,
    SMTP_URL: mail.smtpUrl,
    STORAGE_DIR: '/dev/null/no-local-storage',
    WEB_DIST_DIR: webDistDir,
    // Callers are told apart by X-Forwarded-For, as behind a load balancer.
    TRUST_PROXY_HOPS: '1',
    // The gateways sign the addresses they forward; the services believe only those.
    GATEWAY_FORWARDING_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_PER_MINUTE: String(limits.readsPerMinute),
    RATE_LIMIT_WRITES_PER_MINUTE: String(limits.writesPerMinute),
    PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPorts[0]}`,
    // info: the workers' "ready" lines tell when every replica has joined its queues.
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    ...NO_THIRD_PARTIES,
    ...Object.fromEntries(
      SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, balancers[name]!.url]),
    ),
  };
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const log = createWriteStream(path.join(ROOT, '.cache/scale-stack.log'));
  const processes = new Map<string, ChildProcess>();
  const exits: string[] = [];
  const workersReady = new Set<string>();
  const listeners = new Set<(id: string, line: string) => void>();
  for (let replica = 1; replica <= REPLICAS; replica += 1) {
    for (const { name, entry } of STACK_PROCESSES) {
      const env: NodeJS.ProcessEnv = { ...base };
      if (name === 'gateway') env.GATEWAY_PORT = String(gatewayPorts[replica - 1]);
      if ((SERVICE_NAMES as readonly string[]).includes(name)) {
        env[`${name.toUpperCase()}_PORT`] = String(servicePorts[name]!.replicas[replica - 1]);
        // Reached by the balancers on the pod-network address, by the checks on loopback.
        env.HOST = '0.0.0.0';
      }
      const id = `${name}-${replica}`;
      const child = spawnProcess(entry, env, (line) => {
        if (name.endsWith('-worker') && line.includes('worker ready')) workersReady.add(id);
        for (const listener of listeners) listener(id, line);
        log.write(`[${id}] ${line}\n`);
      });
      child.once('exit', (code, signal) => exits.push(`${id} (${signal ?? `code ${code}`})`));
      processes.set(id, child);
    }
  }
  const db = createDb({ url: process.env.DATABASE_URL!, poolSize: 2, applicationName: 'scale' });
  const gateways = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
  const stop = async () => {
    await Promise.all(
      [...processes.values()].map((child) => stopProcess(child, { killAfterMs: 10_000 })),
    );
    for (const balancer of Object.values(balancers)) await balancer.close();
    await s3.stop();
    await mail.close();
    await db.destroy();
    log.end();
    rmSync(webDistDir, { recursive: true, force: true });
  };
  const ready = async () => {
    // Every service replica on its own port (not only through the balancer), then both gateways.
    await Promise.all(
      SERVICE_NAMES.flatMap((name) =>
        servicePorts[name]!.replicas.map((port) =>
          waitForHealthy(`http://127.0.0.1:${port}/health`, 150_000),
        ),
      ),
    );
    await Promise.all(gateways.map((url) => waitForHealthy(`${url}/api/health`, 60_000)));
    const workers = [...processes.keys()].filter((id) => id.includes('-worker-'));
    const deadline = Date.now() + 60_000;
    while (workers.some((id) => !workersReady.has(id)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const late = workers.filter((id) => !workersReady.has(id));
    if (late.length > 0) throw new Error(`workers not ready: ${late.join(', ')}`);
  };
  await readyOrStopped(ready, stop, '.cache/scale-stack.log');
  return {
    gateways,
    db,
    s3,
    mail,
    redisUrl: redisUrl.toString(),
    queuePrefix,
    balancers,
    replicaPorts: Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, servicePorts[name]!.replicas]),
    ),
    processes,
    exits,
    onLine(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  };
}
