import autocannon from 'autocannon';

/** One autocannon run, summarised. */
export async function measure({ title, url, headers = {}, connections = 10, duration = 10 }) {
  const result = await autocannon({ title, url, headers, connections, duration });
  return summarize(result, { title, url, connections, durationSeconds: duration });
}

/** The numbers we keep from an autocannon result (requests/s, latency percentiles in ms, errors). */
export function summarize(result, { title, url, connections, ...extra }) {
  return {
    title,
    url: new URL(url).pathname,
    connections,
    ...extra,
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
