import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  requests: number;
  non2xx: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

/** A bounded load against the local runtime on loopback (never another address). */
export async function load(
  name: string,
  options: { url: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; seconds: number; connections: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'content-type': 'application/json', ...options.headers },
    duration: options.seconds,
    connections: options.connections,
  });
  return {
    name,
    requests: result.requests.total,
    non2xx: result.non2xx,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}
