// npm run k8s:render: renders each overlay with `kubectl kustomize` into infra/k8s/rendered/,
// the exact objects a deploy applies. They are kept in the repository so that a review shows
// what a change to the base or an overlay really changes, and so that the manifest tests
// validate them on a machine without kubectl; where kubectl exists the tests render again and
// fail if the kept copy is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OVERLAYS, findKubectl, parseManifests, renderKustomize, renderedPath } from './manifests';

const kubectl = findKubectl();
if (!kubectl) {
  console.error('[k8s:render] kubectl is not on PATH; it renders the overlays (kubectl kustomize)');
  process.exit(1);
}
for (const overlay of OVERLAYS) {
  const text = renderKustomize(kubectl, `overlays/${overlay}`);
  mkdirSync(path.dirname(renderedPath(overlay)), { recursive: true });
  writeFileSync(renderedPath(overlay), text);
  console.info(`[k8s:render] ${overlay}: ${parseManifests(text).length} objects`);
}
