import type { Pool } from 'pg';
import { driveHttp } from './http-load';
import type { LoadPlan, Measurement } from './load-plan';
import { PathsOnce, repeatProblem } from './path-source';
import { startProxyHopFloor } from './proxy-floor';
import type { Scenario, ScenarioContext } from './scenarios';
import { driveSql } from './sql-load';

/** Something to drive with the same plan as the gateway, measured in the same run. */
export interface FloorDriver {
  description: string;
  drive: (plan: LoadPlan) => Promise<Measurement>;
  close: () => Promise<void>;
  /** What made the floor's figures untrustworthy (a never-repeat floor that ran out of paths). */
  problems: () => string[];
}

export async function startFloor(
  scenario: Scenario,
  paths: readonly string[],
  ctx: ScenarioContext,
  targetUrl: string,
): Promise<FloorDriver> {
  const floor = scenario.floor;
  // A never-repeat scenario's floor never repeats its own paths either, on its own cursor.
  const source = (list: readonly string[]) => (scenario.neverRepeat ? new PathsOnce(list) : list);
  if (floor.kind === 'gateway-paths') {
    const floorPaths = source(await floor.paths(ctx));
    return {
      description: `${floor.description} (${targetUrl})`,
      drive: (plan) => driveHttp(targetUrl, floorPaths, plan),
      close: async () => {},
      problems: () => repeatProblem('floor', floorPaths),
    };
  }
  if (floor.kind === 'proxy-hop') {
    const hop = await startProxyHopFloor();
    const hopPaths = source(paths);
    return {
      description: `bare @fastify/http-proxy hop to a hello route (${hop.url}), same paths`,
      drive: (plan) => driveHttp(hop.url, hopPaths, plan),
      close: hop.close,
      problems: () => repeatProblem('floor', hopPaths),
    };
  }

  const paramSets = await floor.params(ctx);
  await checkSqlRuns(ctx.db, floor.sql, paramSets[0] ?? []);
  return {
    description: `the same SQL straight on PostgreSQL, ${paramSets.length} parameter sets`,
    drive: (plan) => driveSql(ctx.db, floor.sql, paramSets, plan),
    close: async () => {},
    // Queries straight on PostgreSQL go past every cache of ours, repeated or not.
    problems: () => [],
  };
}

/** One query before any load, so a typo in the SQL fails in a second, not after a whole leg. */
async function checkSqlRuns(db: Pool, sql: string, params: unknown[]): Promise<void> {
  try {
    await db.query(sql, params);
  } catch (error) {
    throw new Error(`the scenario's floor SQL does not run: ${String(error)}`, { cause: error });
  }
}
