import type { Pool } from 'pg';
import { driveHttp } from './http-load';
import type { LoadPlan, Measurement } from './load-plan';
import { startProxyHopFloor } from './proxy-floor';
import type { Scenario, ScenarioContext } from './scenarios';
import { driveSql } from './sql-load';

/** Something to drive with the same plan as the gateway, measured in the same run. */
export interface FloorDriver {
  description: string;
  drive: (plan: LoadPlan) => Promise<Measurement>;
  close: () => Promise<void>;
}

export async function startFloor(
  scenario: Scenario,
  paths: readonly string[],
  ctx: ScenarioContext,
  targetUrl: string,
): Promise<FloorDriver> {
  const floor = scenario.floor;
  if (floor.kind === 'gateway-paths') {
    const floorPaths = await floor.paths(ctx);
    return {
      description: `${floor.description} (${targetUrl})`,
      drive: (plan) => driveHttp(targetUrl, floorPaths, plan),
      close: async () => {},
    };
  }
  if (floor.kind === 'proxy-hop') {
    const hop = await startProxyHopFloor();
    return {
      description: `bare @fastify/http-proxy hop to a hello route (${hop.url}), same paths`,
      drive: (plan) => driveHttp(hop.url, paths, plan),
      close: hop.close,
    };
  }

  const paramSets = await floor.params(ctx);
  await checkSqlRuns(ctx.db, floor.sql, paramSets[0] ?? []);
  return {
    description: `the same SQL straight on PostgreSQL, ${paramSets.length} parameter sets`,
    drive: (plan) => driveSql(ctx.db, floor.sql, paramSets, plan),
    close: async () => {},
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
