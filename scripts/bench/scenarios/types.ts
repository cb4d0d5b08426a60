import type { Pool } from 'pg';

export interface ScenarioContext {
  /** The TrustHive database, for scenarios that draw real terms or ids to request. */
  db: Pool;
  /** Draw at most this many distinct requests; the bench cycles through what it gets. */
  maxRequests: number;
}

/** Bare `@fastify/http-proxy` hop to a hello route: the cost of any proxied HTTP call. */
export interface ProxyHopFloor {
  kind: 'proxy-hop';
}

/** The scenario's own SQL straight on PostgreSQL: the cost of the data work alone. */
export interface SqlFloor {
  kind: 'sql';
  sql: string;
  /** One parameter list per query, cycled like the request paths; ideally the same draws. */
  params: (ctx: ScenarioContext) => unknown[][] | Promise<unknown[][]>;
}

/**
 * Other paths on the same gateway: what a page costs against the API answer it is built from
 * (the rendered profile against the JSON profile), measured side by side.
 */
export interface GatewayPathsFloor {
  kind: 'gateway-paths';
  description: string;
  paths: (ctx: ScenarioContext) => Promise<string[]>;
}

export interface Scenario {
  name: string;
  description: string;
  /** GET paths (with query string) sent to the gateway, cycled in order over the run. */
  requests: (ctx: ScenarioContext) => Iterable<string> | AsyncIterable<string>;
  floor: ProxyHopFloor | SqlFloor | GatewayPathsFloor;
  /** How many distinct paths to draw (`ctx.maxRequests`); 10,000 unless said. */
  draws?: number;
  /**
   * Never send a path twice in one invocation, so no cache can answer from an earlier request:
   * every leg (warm-up, each run's fixed rate and closed loop) and the check before them take
   * the next paths from one cursor, the floor from its own. When the draws run out the bench
   * says so and its figures are untrustworthy: ask for enough `draws`.
   */
  neverRepeat?: boolean;
}
