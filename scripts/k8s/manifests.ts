import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const K8S_DIR = 'infra/k8s';
/** The deployable overlays, whose rendered output is kept in infra/k8s/rendered/<name>.yaml. */
export const OVERLAYS = ['small', 'large'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export const renderedPath = (overlay: Overlay) =>
  path.join(ROOT, K8S_DIR, 'rendered', `${overlay}.yaml`);

/** A rendered object: only what every Kubernetes object has is typed. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/** kubectl on PATH (its kustomize renders the overlays), or null. */
export function findKubectl(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'kubectl');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** `kubectl kustomize <dir>` (dir relative to infra/k8s), as text. */
export function renderKustomize(kubectl: string, dir: string): string {
  return execFileSync(kubectl, ['kustomize', path.join(ROOT, K8S_DIR, dir)], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

export function parseManifests(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

export function readRendered(overlay: Overlay): string {
  return readFileSync(renderedPath(overlay), 'utf8');
}
