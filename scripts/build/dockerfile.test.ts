import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, SERVER_DIST, SERVER_ENTRIES } from './server-build';

// No Docker engine runs the tests, so the image itself is never built here. What can drift
// unseen is checked instead: the Dockerfile copies what the build stage really produces, the
// runtime stage installs from every workspace's manifest, and it runs compiled JavaScript as a
// numeric non-root user.

const DOCKERFILE = 'infra/docker/service.Dockerfile';

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** Stages and their instructions; comments dropped, `\` continuations joined. */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword!.toUpperCase() === 'FROM') {
      const [from, as, name] = rest;
      stages.push({
        from: from!,
        name: as?.toUpperCase() === 'AS' ? name! : String(stages.length),
        instructions: [],
      });
    } else {
      stages.at(-1)!.instructions.push({ keyword: keyword!.toUpperCase(), args });
    }
  }
  return stages;
}

/** COPY's sources and its target, with its --from stage when it has one. */
function copies(stage: Stage): { from?: string; sources: string[]; target: string }[] {
  return stage.instructions
    .filter(({ keyword }) => keyword === 'COPY')
    .map(({ args }) => {
      const parts = args.split(/\s+/);
      const from = parts.find((part) => part.startsWith('--from='))?.slice('--from='.length);
      const paths = parts.filter((part) => !part.startsWith('--'));
      return { ...(from ? { from } : {}), sources: paths.slice(0, -1), target: paths.at(-1)! };
    });
}

const stages = parseDockerfile(readFileSync(path.join(ROOT, DOCKERFILE), 'utf8'));
const final = stages.at(-1)!;
const build = stages.find(({ name }) => name === 'build')!;
const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  workspaces: string[];
  scripts: Record<string, string>;
};

describe(DOCKERFILE, () => {
  it('should build the server bundles and the SPA in its build stage, with scripts that exist', () => {
    const runs = build.instructions.filter(({ keyword }) => keyword === 'RUN').map((i) => i.args);
    const scripts = runs.join(' && ').match(/npm run ([\w:-]+)/g) ?? [];
    expect(scripts).toEqual(['npm run build:server', 'npm run build:web']);
    for (const script of scripts) expect(packageJson.scripts).toHaveProperty(script.slice(8));
  });

  it('should copy into the runtime stage only what the build stage produces', () => {
    const fromBuild = copies(final).filter(({ from }) => from === 'build');
    const sources = fromBuild.flatMap(({ sources }) => sources);
    expect(sources).toEqual(
      expect.arrayContaining([`/app/${SERVER_DIST}`, '/app/web/dist', '/app/package.json']),
    );
    const produced = [`/app/${SERVER_DIST}`, '/app/web/dist', '/app/web/dist-server'];
    for (const source of sources.filter((source) => !produced.includes(source))) {
      // Anything else comes from the context as it is: it must exist in the repository.
      expect(existsSync(path.join(ROOT, source.replace(/^\/app\//, ''))), source).toBe(true);
    }
    expect(
      copies(final).every(({ from }) => from !== undefined),
      'no COPY from the context',
    ).toBe(true);
  });

  it("should install production dependencies from every workspace's manifest", () => {
    const deps = stages.find(({ name }) => name === 'runtime-deps')!;
    const copied = copies(deps).flatMap(({ sources }) => sources);
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
    for (const workspace of packageJson.workspaces)
      expect(copied, workspace).toContain(`${workspace}/package.json`);
    const install = deps.instructions.find(({ keyword }) => keyword === 'RUN')!.args;
    expect(install).toMatch(/^npm ci --omit=dev\b/);
    expect(copies(final)).toContainEqual({
      from: 'runtime-deps',
      sources: ['/app/node_modules'],
      target: './node_modules',
    });
  });

  it('should run a compiled entry with plain node, as a numeric non-root user', () => {
    const last = (keyword: string) =>
      final.instructions.filter((instruction) => instruction.keyword === keyword).at(-1)?.args;
    const entrypoint = JSON.parse(last('ENTRYPOINT')!) as string[];
    const command = JSON.parse(last('CMD')!) as string[];
    expect(entrypoint[0]).toBe('node');
    expect([...entrypoint, ...command].join(' ')).not.toMatch(/tsx|--import|\.ts\b/);
    const entry = command[0]!.match(/^dist\/server\/([\w-]+)\.js$/)?.[1];
    expect(Object.keys(SERVER_ENTRIES)).toContain(entry);
    const [uid, gid] = last('USER')!.split(':').map(Number);
    expect(uid).toBeGreaterThan(0);
    expect(gid).toBeGreaterThan(0);
    expect(final.from).toBe(build.from);
  });
});
