import os from 'node:os';

// What a figure was measured on. Ratios to a floor travel between machines better than raw
// milliseconds, but not perfectly: the proxy-hop floor is one process serving many requests
// per wake-up, and it gained far more from a faster machine than the multi-process stack did
// (the profile's closed-loop ratio read 0.42× on one 2-vCPU machine and 0.22× on another).
// So every report says where it ran.

export interface Machine {
  node: string;
  platform: string;
  cpus: number;
  cpuModel: string;
  loadAverage: number[];
}

export function currentMachine(): Machine {
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    loadAverage: os.loadavg(),
  };
}

/** One line for the printed report: "2 CPUs (model), Node v22.1.0, linux 6.1, load 0.52 …". */
export function describeMachine(machine: Machine): string {
  const load = machine.loadAverage.map((value) => value.toFixed(2)).join(' ');
  return (
    `${machine.cpus} CPU${machine.cpus === 1 ? '' : 's'} (${machine.cpuModel}), ` +
    `Node ${machine.node}, ${machine.platform}, load average ${load}`
  );
}
