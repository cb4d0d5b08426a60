import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

const AXE_PATH = resolve(process.cwd(), 'node_modules/axe-core/axe.min.js');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: number };

/**
 * Every axe-core violation (any impact) inside `selector`, the whole document by default.
 * The page's context must be opened with `bypassCSP: true`, as for seriousAxeViolations.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  return runAxe(page, selector);
}

/**
 * axe-core's serious and critical violations inside `selector` (the whole document by default)
 * as the page is now. The page's context must be opened with `bypassCSP: true`: the gateway's
 * script-src 'self' would block the injection.
 */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  const violations = await runAxe(page, selector);
  return violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
}

async function runAxe(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document | { include: string[] }) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: unknown[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(include ? { include: [include] } : document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.length,
    }));
  }, selector);
  return violations;
}
