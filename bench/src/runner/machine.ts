// How much of the machine other work took while the benchmark measured (Linux /proc): timings
// on a shared 2-core machine mean little without it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

export interface CpuSample {
  /** Jiffies the whole machine spent busy (not idle, not waiting for I/O), and in all. */
  busy: number;
  total: number;
  /** Jiffies of this process and its descendants (Chromium), including reaped children. */
  ours: number;
}

function machineTimes(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + fields[4]; // idle, iowait
  return { busy: total - idle, total };
}

/** pid → parent pid and CPU jiffies (utime + stime + cutime + cstime). */
function processTimes(): Map<number, { ppid: number; jiffies: number }> {
  const processes = new Map<number, { ppid: number; jiffies: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
      processes.set(Number(entry), { ppid: fields[1], jiffies: fields[11] + fields[12] + fields[13] + fields[14] });
    } catch {
      // the process ended while we looked
    }
  }
  return processes;
}

function ourJiffies(): number {
  const processes = processTimes();
  const ours = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { ppid }] of processes) {
      if (!ours.has(pid) && ours.has(ppid)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  return [...ours].reduce((sum, pid) => sum + (processes.get(pid)?.jiffies ?? 0), 0);
}

export function cpuSample(): CpuSample | null {
  if (!existsSync('/proc/stat')) return null;
  return { ...machineTimes(), ours: ourJiffies() };
}

/** The share (0–1) of the machine's CPU capacity that other processes used between two samples. */
export function otherCpuShare(before: CpuSample | null, after: CpuSample | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  const others = after.busy - before.busy - (after.ours - before.ours);
  return Math.min(1, Math.max(0, others / (after.total - before.total)));
}
