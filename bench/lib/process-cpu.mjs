import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds a process has used so far (user + system, from /proc/<pid>/stat), or null where
 * there is no /proc. A server's CPU per request does not depend on how the load generator shares
 * the machine, so it compares builds better than requests per second.
 */
export function cpuSecondsOf(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Runs `work` (which resolves to a request count) and adds the server's CPU µs per request. */
export async function withCpuPerRequest(pid, work) {
  const before = cpuSecondsOf(pid);
  const result = await work();
  const after = cpuSecondsOf(pid);
  const cpuMicrosPerRequest =
    before === null || after === null || result.requests === 0
      ? null
      : Math.round(((after - before) * 1e6) / result.requests);
  return { ...result, cpuMicrosPerRequest };
}
