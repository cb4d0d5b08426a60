import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES, loadConfig } from '@trusthive/platform';
import { STACK_PROCESSES } from '../stack/processes';
import { ROOT, SERVER_ENTRIES } from './server-build';

// No Docker engine runs here, so docker-compose.yml is checked by reading it: every process of
// the product runs from its compiled entry, each scales by one number, and the configuration
// the containers get is one the processes accept.

interface ComposeService {
  image?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  deploy?: { replicas?: string | number };
  ports?: string[];
  read_only?: boolean;
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };
const nodeServices = Object.entries(compose.services).filter(
  ([, service]) => service.image === 'trusthive/node:local',
);

describe('docker-compose.yml', () => {
  it('should run every process of the product from its compiled entry', () => {
    const commands = Object.fromEntries(
      nodeServices
        .filter(([, service]) => service.command)
        .map(([name, service]) => [name, service.command]),
    );
    expect(Object.keys(commands).sort()).toEqual(STACK_PROCESSES.map(({ name }) => name).sort());
    for (const [name, command] of Object.entries(commands)) {
      expect(command, name).toEqual([`dist/server/${name}.js`]);
      expect(Object.keys(SERVER_ENTRIES)).toContain(name);
    }
    const migrate = compose.services.migrate!.entrypoint!.join(' ');
    expect(migrate).toContain('node /app/dist/server/migrate.js');
    expect(migrate).not.toMatch(/tsx|\.ts\b/);
  });

  it('should scale each process by one number, and publish only the gateway', () => {
    for (const [name, service] of nodeServices.filter(([name]) => name !== 'migrate')) {
      const variable = `${name.toUpperCase().replace(/-/g, '_')}_REPLICAS`;
      expect(service.deploy?.replicas, name).toBe(`\${${variable}:-1}`);
      expect(service.read_only, name).toBe(true);
      if (name !== 'gateway') expect(service.ports, name).toBeUndefined();
    }
  });

  it('should give every process a configuration it accepts, with storage on the object store', () => {
    for (const [name, service] of nodeServices) {
      const environment = service.environment ?? {};
      // Compose fills ${VAR:-default} from the shell; these are the defaults.
      const resolved = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [
          key,
          String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
        ]),
      );
      const config = loadConfig(resolved);
      expect(config.host, name).toBe('0.0.0.0');
      expect(resolved.STORAGE_DRIVER, name).toBe('s3');
      expect(resolved.S3_ENDPOINT, name).toBe('http://minio:9000');
      const healthPort = Number(resolved.HEALTH_PORT);
      if (SERVICE_NAMES.includes(name as 'search'))
        expect(healthPort, name).toBe(config.services[name as 'search'].port);
      if (name.endsWith('-worker')) expect(config.workers.healthPort, name).toBe(healthPort);
    }
  });

  it("should send mail through the operator's relay, named by the shell, from the mail worker only", () => {
    for (const [name, service] of nodeServices) {
      const smtpUrl = service.environment?.SMTP_URL;
      if (name !== 'submissions-worker') {
        expect(smtpUrl, name).toBeUndefined();
        continue;
      }
      expect(smtpUrl).toMatch(/^\$\{SMTP_URL:-smtps?:\/\/[^}]+\}$/);
      expect(service.environment?.MAIL_FROM).toMatch(/^\$\{MAIL_FROM:-[^}]+\}$/);
    }
  });
});
