import type { Figure, FigureValues, LegResult, RunResult } from './figures';
import { mediansOverRuns, valuesInRun } from './figures';
import type { Measurement } from './load-plan';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function formatValue(value: number, unit: Figure['unit']): string {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'req/s') return count.format(value);
  const digits = value < 10 ? 2 : value < 100 ? 1 : 0;
  return `${value.toFixed(digits)} ms`;
}

const formatRatio = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(2)}×` : '–';

export function renderTable(
  title: string,
  figures: readonly Figure[],
  valuesOf: (figure: Figure) => FigureValues,
): string {
  const rows = figures.map((figure) => {
    const values = valuesOf(figure);
    return [
      `  ${figure.label}`,
      formatValue(values.target, figure.unit),
      formatValue(values.floor, figure.unit),
      formatRatio(values.ratio),
    ];
  });
  const table = [[title, 'gateway', 'floor', 'ratio'], ...rows];
  const widths = table[0]?.map((_, column) =>
    Math.max(...table.map((row) => row[column]?.length ?? 0)),
  );
  const align = (cell: string, column: number): string => {
    const width = widths?.[column] ?? 0;
    return column === 0 ? cell.padEnd(width) : cell.padStart(width);
  };
  return table.map((row) => row.map(align).join('   ')).join('\n');
}

export function renderRun(
  figures: readonly Figure[],
  run: RunResult,
  title: string,
  fixedAmount: number,
): string {
  const responses =
    `  responses: fixed rate ${sentOf(run.fixedRate, fixedAmount)} · ` +
    `closed loop gateway ${count.format(run.closedLoop.target.completed)}, ` +
    `floor ${count.format(run.closedLoop.floor.completed)}`;
  return `${renderTable(title, figures, (figure) => valuesInRun(figure, run))}\n${responses}`;
}

function sentOf(leg: LegResult, amount: number): string {
  const of = `/${count.format(amount)}`;
  return `gateway ${count.format(leg.target.completed)}${of}, floor ${count.format(leg.floor.completed)}${of}`;
}

export function renderMedians(figures: readonly Figure[], runs: readonly RunResult[]): string {
  const title = `median of ${runs.length} runs`;
  return renderTable(title, figures, (figure) => mediansOverRuns(figure, runs));
}

/** Everything that makes a run's figures untrustworthy, one line each. */
export function problemsIn(runs: readonly RunResult[], expectedPerFixedLeg: number): string[] {
  return runs.flatMap((run, index) =>
    [
      { name: 'fixed rate, gateway', measurement: run.fixedRate.target },
      { name: 'fixed rate, floor', measurement: run.fixedRate.floor },
      { name: 'closed loop, gateway', measurement: run.closedLoop.target },
      { name: 'closed loop, floor', measurement: run.closedLoop.floor },
    ].flatMap(({ name, measurement }) => {
      const found = problemsOf(measurement, expectedPerFixedLeg);
      return found.length > 0 ? [`run ${index + 1}, ${name}: ${found.join(', ')}`] : [];
    }),
  );
}

function problemsOf(measurement: Measurement, expectedPerFixedLeg: number): string[] {
  const found: string[] = [];
  if (measurement.non2xx > 0) found.push(`${measurement.non2xx} non-2xx responses`);
  if (measurement.errors > 0) {
    const timeouts = measurement.timeouts > 0 ? ` (${measurement.timeouts} timeouts)` : '';
    found.push(`${measurement.errors} errors${timeouts}`);
  }
  if (measurement.cutShort) {
    found.push(
      `could not keep the rate: ${measurement.completed} of ${expectedPerFixedLeg} responses before the deadline`,
    );
  }
  if (measurement.completed === 0) found.push('no responses at all');
  return found;
}
