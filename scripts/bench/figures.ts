import type { CpuAccount } from './cpu-accounts';
import type { Measurement, Pacing } from './load-plan';
import { median, ratio } from './percentiles';
import type { LatencySummary } from './percentiles';

/** One leg of a run: the gateway and its floor driven by the same plan, back to back. */
export interface LegResult {
  target: Measurement;
  floor: Measurement;
  /** Where the cores went while the gateway's closed loop ran (cpu-accounts.ts). */
  targetCpu?: CpuAccount | null;
}

export interface RunResult {
  fixedRate: LegResult;
  closedLoop: LegResult;
}

export interface Figure {
  key: string;
  label: string;
  unit: 'ms' | 'req/s';
  read: (leg: Measurement) => number;
  leg: keyof RunResult;
}

export interface FigureValues {
  target: number;
  floor: number;
  /** target ÷ floor: above 1× is slower for latency, below 1× is slower for throughput. */
  ratio: number;
}

function latencyFigure(leg: keyof RunResult, p: keyof LatencySummary, where: string): Figure {
  return {
    key: `${leg}.${p}`,
    label: `${p} ${where}`,
    unit: 'ms',
    leg,
    read: (m) => m.latencyMs[p],
  };
}

/**
 * The headline figures first (latency at a fixed rate, throughput closed-loop), then the
 * closed-loop latencies, which say how latency degrades at saturation.
 */
export function figuresFor(rate: number, connections: number, pacing: Pacing = 'even'): Figure[] {
  const fixed = pacing === 'even' ? `@ ${rate} req/s` : `@ ${rate} req/s, bursts`;
  const closed = `@ ${connections} conn, closed loop`;
  return [
    latencyFigure('fixedRate', 'p50', fixed),
    latencyFigure('fixedRate', 'p95', fixed),
    latencyFigure('fixedRate', 'p99', fixed),
    {
      key: 'closedLoop.rps',
      label: `req/s ${closed}`,
      unit: 'req/s',
      leg: 'closedLoop',
      read: (m) => m.requestsPerSecond,
    },
    latencyFigure('closedLoop', 'p50', closed),
    latencyFigure('closedLoop', 'p95', closed),
    latencyFigure('closedLoop', 'p99', closed),
  ];
}

export function valuesInRun(figure: Figure, run: RunResult): FigureValues {
  const target = figure.read(run[figure.leg].target);
  const floor = figure.read(run[figure.leg].floor);
  return { target, floor, ratio: ratio(target, floor) };
}

/**
 * Medians over runs. The ratio is the median of each run's own ratio, not the ratio of the
 * medians: a ratio is only meaningful between a target and a floor measured side by side.
 */
export function mediansOverRuns(figure: Figure, runs: readonly RunResult[]): FigureValues {
  const values = runs.map((run) => valuesInRun(figure, run));
  return {
    target: median(values.map((v) => v.target)),
    floor: median(values.map((v) => v.floor)),
    ratio: median(values.map((v) => v.ratio)),
  };
}
