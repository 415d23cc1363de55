import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Puts the processes under test on the last core and this process (the load generator) on the
 * others, so the two stop taking turns on one core: on 2 cores a round of the same build otherwise
 * swung by a fifth. Without `taskset` (util-linux) or with one core, nothing is pinned and the
 * result says so.
 */
export function pinServersApartFromLoad(serverPids) {
  const cores = availableParallelism();
  if (cores < 2) return { pinned: false, reason: 'one core' };
  const serverCore = String(cores - 1);
  const loadCores = `0-${cores - 2}`;
  try {
    execFileSync('taskset', ['-acp', loadCores, String(process.pid)], { stdio: 'ignore' });
    for (const pid of serverPids)
      execFileSync('taskset', ['-acp', serverCore, String(pid)], { stdio: 'ignore' });
  } catch (error) {
    return { pinned: false, reason: `taskset failed: ${error.message.split('\n')[0]}` };
  }
  return { pinned: true, serverCore, loadCores };
}
