import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Nu HTML Checker (the W3C validator's engine) as the npm package `vnu-jar` ships it; it
 * runs on the Java runtime scripts/ensure-java.sh provides. VNU_JAR points at another copy.
 */
const VNU_JAR =
  process.env.VNU_JAR ??
  fileURLToPath(new URL('../../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url));

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/**
 * Checks every document in one run of the checker (its JVM takes seconds to start) and
 * returns its errors, each as "name:line: message «extract»"; warnings are not errors.
 */
export async function htmlErrors(documents: { name: string; html: string }[]): Promise<string[]> {
  if (!existsSync(VNU_JAR)) {
    throw new Error(`The Nu HTML Checker is missing at ${VNU_JAR}: npm ci installs vnu-jar.`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'trusthive-vnu-'));
  try {
    const files = await Promise.all(
      documents.map(async ({ name, html }, index) => {
        const file = path.join(dir, `${index}-${name.replace(/[^a-z0-9-]+/gi, '-')}.html`);
        await writeFile(file, html);
        return { file, name };
      }),
    );
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.env.JAVA ?? 'java',
        ['-jar', VNU_JAR, '--format', 'json', ...files.map(({ file }) => file)],
        { maxBuffer: 64 * 1024 * 1024 },
        // It exits 1 when it found errors: the report on stderr is what counts.
        (error, _stdout, stderr) => {
          if (error && !stderr.trim().startsWith('{')) reject(error);
          else resolve(stderr);
        },
      );
    });
    const nameOf = new Map(files.map(({ file, name }) => [path.basename(file), name]));
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter(({ type }) => type !== 'info')
      .map(({ url, lastLine, message, extract }) => {
        const name = url ? (nameOf.get(path.basename(url)) ?? url) : 'checker';
        return `${name}:${lastLine ?? '?'}: ${message}${extract ? ` «${extract.trim()}»` : ''}`;
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
