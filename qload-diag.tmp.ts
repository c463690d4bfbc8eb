import net from "node:net";
import { spawn } from "node:child_process";
import postgres from "postgres";
const name = "rc_fault_diag" + Date.now();
const admin = postgres("postgres://127.0.0.1:5432/postgres", { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const sockets = new Set<net.Socket>();
let up = true;
const proxy = net.createServer((c) => {
  if (!up) return c.destroy();
  const s = net.connect(5432, "127.0.0.1");
  sockets.add(c); sockets.add(s);
  c.pipe(s); s.pipe(c);
  const end = () => { c.destroy(); s.destroy(); };
  c.on("error", end); s.on("error", end); c.on("close", end); s.on("close", end);
});
await new Promise<void>((r) => proxy.listen(3921, "127.0.0.1", () => r()));
const base = "http://127.0.0.1:3922";
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: "3922", DATA_DIR: "/tmp/qload-diag", DATABASE_URL: `postgres://127.0.0.1:3921/${name}`, COOKIE_SECURE: "false", LOG_LEVEL: "error" },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (;;) { if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 250)); }
  const login = await fetch(`${base}/login`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base }, body: new URLSearchParams({ username: "advisor.au", password: "RiskCoach-demo-2026" }) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const time = async (p: string) => { const t = performance.now(); const r = await fetch(base + p, { headers: { Cookie: cookie }, redirect: "manual" }); await r.text(); console.log(p, r.status, Math.round(performance.now() - t), "ms"); };
  await time("/dashboard");
  // cut: refuse new connections (like a stopped server: connection refused) and drop the open ones
  up = false; proxy.close(); for (const s of sockets) s.destroy();
  await new Promise((r) => setTimeout(r, 300));
  await time("/healthz"); await time("/dashboard"); await time("/dashboard"); await time("/login");
} finally {
  server.kill("SIGKILL");
  await admin.unsafe(`drop database if exists ${name} with (force)`); await admin.end();
}
