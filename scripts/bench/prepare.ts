import type { Scenario, ScenarioContext } from './scenarios';

/** Enough distinct requests to avoid measuring one hot cache line, few enough to draw quickly. */
export const maxDistinctRequests = 10_000;

/** Draws the scenario's paths once per bench, stopping at `ctx.maxRequests` (generators may be endless). */
export async function drawPaths(scenario: Scenario, ctx: ScenarioContext): Promise<string[]> {
  const paths: string[] = [];
  for await (const path of scenario.requests(ctx)) {
    if (!path.startsWith('/'))
      throw new Error(`scenario ${scenario.name}: path "${path}" must start with /`);
    paths.push(path);
    if (paths.length >= ctx.maxRequests) break;
  }
  if (paths.length === 0) throw new Error(`scenario ${scenario.name} produced no requests`);
  return paths;
}

/** One request before any load, so a missing gateway is a clear message rather than 100% errors. */
export async function checkTargetAnswers(baseUrl: string, path: string): Promise<void> {
  const url = `${baseUrl}${path}`;
  let status: number;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    status = response.status;
  } catch (error) {
    // fetch hides the socket error (ECONNREFUSED, ...) in `cause`; that is the useful part.
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    throw new Error(`nothing answers at ${url} (${reason}). Start the gateway or pass --url.`, {
      cause: error,
    });
  }
  if (status < 200 || status >= 300) throw new Error(`${url} answered ${status}, expected 2xx`);
}
