import autocannon from 'autocannon';

/** One autocannon run; returns the numbers we keep (requests/s, latency percentiles in ms, errors). */
export async function measure({ title, url, headers = {}, connections = 10, duration = 10 }) {
  const result = await autocannon({ title, url, headers, connections, duration });
  return {
    title,
    url: new URL(url).pathname,
    connections,
    durationSeconds: duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A short run to warm JIT and connection pools before the measured one. */
export async function warmUp(url, headers = {}) {
  await autocannon({ url, headers, connections: 4, duration: 2 });
}
