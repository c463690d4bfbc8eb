/** Percentiles and a one-line report shared by the benchmarks. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function report(label: string, samples: number[], wallMs: number, errors = 0): string {
  const s = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2);
  return `${label.padEnd(34)} n=${s.length} errors=${errors} p50=${f(percentile(s, 50))}ms p95=${f(percentile(s, 95))}ms p99=${f(percentile(s, 99))}ms max=${f(s[s.length - 1])}ms throughput=${((s.length / wallMs) * 1000).toFixed(0)} req/s`;
}

/** Runs `task` `total` times with `concurrency` workers; returns per-call latencies. */
export async function load(total: number, concurrency: number, task: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        try {
          await task(i);
        } catch {
          errors++;
        }
        samples.push(performance.now() - t);
      }
    }),
  );
  return { samples, errors, wallMs: performance.now() - started };
}

/** Signs in through the login form and returns the session cookie for further requests. */
export async function benchLogin(
  base: string,
  username: string,
  password = "RiskCoach-demo-2026",
): Promise<string> {
  const login = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ username, password }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie.startsWith("__session=")) throw new Error(`login failed: ${login.status}`);
  return cookie;
}
