import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { createPool, type Database } from '@trusthive/platform';

// Helpers to look at the plans of the queries the search code really runs: a Kysely whose
// log keeps every compiled query, and a check that no Sort or Aggregate in a plan reads more
// than a LIMIT lets through.

export interface CapturingDb {
  db: Kysely<Database>;
  queries: CompiledQuery[];
}

export function capturingDb(url: string): CapturingDb {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: createPool({ url, poolSize: 2, applicationName: 'plans' }),
    }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  return { db, queries };
}

export interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'CTE Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** EXPLAIN (ANALYZE, FORMAT JSON) of a captured query, with its own parameters. */
export async function explainAnalyze(
  db: Kysely<Database>,
  query: CompiledQuery,
): Promise<PlanNode> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({
    ...query,
    sql: `explain (analyze, format json) ${query.sql}`,
  });
  return rows[0]!['QUERY PLAN'][0].Plan;
}

const KEY_JOIN = /(^|\()\w+\.id = |= \w+\.id\)/;

const SCANS = new Set([
  'Seq Scan',
  'Index Scan',
  'Index Only Scan',
  'Bitmap Heap Scan',
  'Bitmap Index Scan',
  'Function Scan',
  'Values Scan',
  'Tid Scan',
]);

function children(node: PlanNode): PlanNode[] {
  return (node.Plans ?? []).filter(
    (child) =>
      child['Parent Relationship'] !== 'InitPlan' && child['Parent Relationship'] !== 'SubPlan',
  );
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * Whether every row reaching `node` has passed a LIMIT: a Limit node on each path down, a
 * scan of a limited CTE, or the inner side of a nested loop fetched by key per outer row.
 */
export function isBounded(node: PlanNode, root: PlanNode): boolean {
  const type = node['Node Type'];
  if (type === 'Limit') return true;
  if (type === 'Result' && !node.Plans?.length) return true;
  if (type === 'CTE Scan') {
    let cte: PlanNode | undefined;
    walk(root, (candidate) => {
      if (candidate['Subplan Name'] === `CTE ${node['CTE Name']}`) cte = candidate;
    });
    return cte !== undefined && isBounded(cte, root);
  }
  if (SCANS.has(type)) return false;
  if (type === 'Nested Loop') {
    const [outer, inner] = children(node);
    return Boolean(
      outer && inner && isBounded(outer, root) && (isBounded(inner, root) || isKeyLookup(inner)),
    );
  }
  if (type === 'Hash Join' || type === 'Merge Join') {
    // A join on a primary key (`x.id = y.z`) gives at most one row per row of a bounded side,
    // however the other side is read (a small table may be read whole rather than by key).
    const condition = String(node['Hash Cond'] ?? node['Merge Cond'] ?? '');
    const below = children(node);
    return KEY_JOIN.test(condition) && below.some((child) => isBounded(child, root));
  }
  const below = children(node);
  return below.length > 0 && below.every((child) => isBounded(child, root));
}

/** An index scan by an equality on the outer row's key (at most a few rows per loop). */
function isKeyLookup(node: PlanNode): boolean {
  if (node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan') {
    return typeof node['Index Cond'] === 'string' && node['Index Cond'].includes(' = ');
  }
  const below = children(node);
  return below.length === 1 && isKeyLookup(below[0]!);
}

export interface Violation {
  node: string;
  inputRows: number;
  bounded: boolean;
}

/** Sort and Aggregate nodes that read an unbounded input or more rows than `maxRows`. */
export function unboundedWork(root: PlanNode, maxRows: number): Violation[] {
  const violations: Violation[] = [];
  walk(root, (node) => {
    const type = node['Node Type'];
    if (type !== 'Sort' && type !== 'Aggregate' && type !== 'Incremental Sort') return;
    const below = children(node);
    const inputRows = below.reduce(
      (sum, child) => sum + (child['Actual Rows'] ?? 0) * (child['Actual Loops'] ?? 1),
      0,
    );
    const bounded = below.every((child) => isBounded(child, root));
    if (!bounded || inputRows > maxRows) violations.push({ node: type, inputRows, bounded });
  });
  return violations;
}
