import os from 'node:os';

/** The machine's load when a bench's figures were taken: "load average: 1.20 0.80 0.50 on 2 cores". */
export function loadAverageLine(): string {
  const averages = os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
  return `load average: ${averages} on ${os.cpus().length} cores`;
}
