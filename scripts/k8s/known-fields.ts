import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The API server rejects a field it does not know (kubectl's default field validation is
// Strict), but kubernetes-models' validators let unknown fields through: `readinesProbe`
// would pass them and fail the deploy. The package's type declarations list every field of
// every kind, so an object is walked against them here.

interface Declaration {
  /** Field name → the declared type's text. */
  fields: Map<string, string>;
  /** Imported type name → its declaration file. */
  imports: Map<string, string>;
}

const declarations = new Map<string, Declaration | null>();

/** A package's folder as Node would find it from `fromDir` (the nearest node_modules up). */
function packageDir(fromDir: string, name: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/** A declaration file by its import specifier. */
function resolveImport(fromFile: string, specifier: string): string {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), `${specifier}.d.ts`);
  const parts = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  const dir = packageDir(path.dirname(fromFile), parts.slice(0, length).join('/'));
  return dir ? path.join(dir, `${parts.slice(length).join('/')}.d.ts`) : '';
}

/** The interface a declaration file exports, or null when it declares only a type alias. */
function declarationOf(file: string): Declaration | null {
  if (declarations.has(file)) return declarations.get(file)!;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const body = /^export interface I\w+(?: extends ([\w, ]+))? \{\n([\s\S]*?)^}/m.exec(text);
  let declaration: Declaration | null = null;
  if (body) {
    const fields = new Map<string, string>();
    for (const [, name, type] of body[2]!.matchAll(/^ {4}"([^"]+)"\??: (.*)$/gm)) {
      fields.set(name!, type!.replace(/;$/, ''));
    }
    if (body[1]?.includes('TypeMeta')) {
      fields.set('apiVersion', 'string');
      fields.set('kind', 'string');
    }
    const imports = new Map<string, string>();
    for (const [, names, specifier] of text.matchAll(/^import \{ ([^}]+) \} from "([^"]+)";$/gm)) {
      for (const name of names!.split(',').map((part) => part.trim())) {
        if (name.startsWith('IIo')) imports.set(name, resolveImport(file, specifier!));
      }
    }
    declaration = { fields, imports };
  }
  declarations.set(file, declaration);
  return declaration;
}

function walk(value: unknown, file: string, at: string, unknown: string[]): void {
  const declaration = declarationOf(file);
  if (!declaration || typeof value !== 'object' || value === null || Array.isArray(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const type = declaration.fields.get(key);
    if (type === undefined) {
      unknown.push(`${at}.${key}`);
      continue;
    }
    const element = /^Array<(IIo\w+)>$/.exec(type)?.[1];
    const reference = element ?? (/^IIo\w+$/.test(type) ? type : undefined);
    const target = reference ? declaration.imports.get(reference) : undefined;
    if (!target) continue;
    if (element && Array.isArray(child)) {
      child.forEach((item, index) => walk(item, target, `${at}.${key}[${index}]`, unknown));
    } else {
      walk(child, target, `${at}.${key}`, unknown);
    }
  }
}

/** The paths of the fields Kubernetes does not know in this object (`spec.template…`). */
export function unknownFields(object: { apiVersion: string; kind: string }): string[] {
  const models = packageDir(import.meta.dirname, 'kubernetes-models') ?? '';
  const file = path.join(models, object.apiVersion, `${object.kind}.d.ts`);
  if (!existsSync(file)) return [`${object.apiVersion} ${object.kind}: no such kind`];
  const unknown: string[] = [];
  walk(object, file, object.kind, unknown);
  return unknown;
}
