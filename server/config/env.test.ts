import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

/** Issue 23 item 14: every variable goes through the schema; a bad value stops the start. */
const problems = (vars: Record<string, string>) => {
  try {
    parseEnv({ NODE_ENV: "test", ...vars });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("configuration", () => {
  it("refuses a non-number INDUSTRY_LIMIT with the name and what it accepts (it used to switch the limit off)", () => {
    const [p] = problems({ INDUSTRY_LIMIT: "abc" });
    expect(p).toMatch(/^INDUSTRY_LIMIT: expected a whole number from 1 to /);
    expect(p).toContain('(got "abc")');
  });

  it("treats an empty INDUSTRY_LIMIT as unset (it used to become 0 and lock every user)", () => {
    expect(parseEnv({ NODE_ENV: "test", INDUSTRY_LIMIT: "" }).INDUSTRY_LIMIT).toBe(500);
    expect(parseEnv({ NODE_ENV: "test", INDUSTRY_LIMIT: "  " }).INDUSTRY_LIMIT).toBe(500);
    expect(parseEnv({ NODE_ENV: "test", INDUSTRY_LIMIT: "25" }).INDUSTRY_LIMIT).toBe(25);
  });

  it.each([
    ["INDUSTRY_LIMIT", "0"],
    ["INDUSTRY_LIMIT", "1e3"],
    ["INDUSTRY_LIMIT", "-5"],
    ["INDUSTRY_LIMIT_DAYS", "thirty"],
    ["PORT", "70000"],
    ["SESSION_DAYS", "1.5"],
    ["LOGIN_MAX_FAILURES_PER_IP", "lots"],
    ["SEED_DEMO", "yes"],
    ["TRUST_PROXY", "1"],
    ["COOKIE_SECURE", "no"],
    ["FAULT_INJECTION", "on"],
    ["APP_URL", "riskcoach.example"],
    ["APP_URL", "javascript:alert(1)"],
    ["MARKET_URL", "not a url"],
    ["CROSS_HOST_BROKER_URL", "ftp://x.example"],
    ["CROSS_HOST_EXEMPT_ORGANISATION", "none"],
    ["LINKGEN_SECRETS", "acme:c2hvcnQ="],
    ["APP_THEME_HOSTS", "natcat=purple"],
    ["COMPANY_REPORT_THEMES", "twelve:acme"],
    ["API_KEYS", "short"],
    ["LINK_ENQUIRE", "javascript:alert(1)"],
    ["LOG_LEVEL", "loud"],
    ["APP_THEME", "dark"],
    ["DATABASE_URL", "mysql://x"],
  ])("refuses %s=%j naming the variable", (name, value) => {
    const list = problems({ [name]: value });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatch(new RegExp(`^${name}: expected `));
  });

  it("never echoes a secret's value", () => {
    const [p] = problems({ LINKGEN_SECRETS: "acme:c2VjcmV0LXZhbHVl" });
    expect(p).toMatch(/^LINKGEN_SECRETS: /);
    expect(p).not.toContain("c2VjcmV0LXZhbHVl");
  });

  it("requires APP_URL in production, and defaults it to localhost for demo, development and tests", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/APP_URL: required when NODE_ENV=production/);
    expect(parseEnv({ NODE_ENV: "production" }, { demo: true }).APP_URL).toBe("http://localhost:3000");
    expect(parseEnv({ NODE_ENV: "production", PORT: "4100" }, { demo: true }).APP_URL).toBe(
      "http://localhost:4100",
    );
    expect(parseEnv({ NODE_ENV: "development" }).APP_URL).toBe("http://localhost:3000");
    expect(parseEnv({ NODE_ENV: "production", APP_URL: "https://rc.example/some/path" }).APP_URL).toBe(
      "https://rc.example",
    );
  });

  it("seeds the demo accounts only when asked: npm run demo / dev, or SEED_DEMO=true", () => {
    expect(parseEnv({ NODE_ENV: "production", APP_URL: "https://rc.example" }).SEED_DEMO).toBe(false);
    expect(parseEnv({ NODE_ENV: "test" }).SEED_DEMO).toBe(false);
    expect(parseEnv({ NODE_ENV: "production" }, { demo: true }).SEED_DEMO).toBe(true);
    expect(parseEnv({ NODE_ENV: "production" }, { demo: true, ...{} }).SEED_DEMO).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "https://rc.example", SEED_DEMO: "true" }).SEED_DEMO,
    ).toBe(true);
    expect(parseEnv({ NODE_ENV: "production", SEED_DEMO: "false" }, { demo: true }).SEED_DEMO).toBe(false);
  });

  it("COOKIE_SECURE follows production unless set", () => {
    expect(parseEnv({ NODE_ENV: "production", APP_URL: "https://rc.example" }).COOKIE_SECURE).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "https://rc.example", COOKIE_SECURE: "false" })
        .COOKIE_SECURE,
    ).toBe(false);
    expect(parseEnv({ NODE_ENV: "test" }).COOKIE_SECURE).toBe(false);
  });

  it("nothing under server/ or app/ reads process.env except the schema", () => {
    const root = path.resolve(__dirname, "../..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "node_modules" && !entry.name.startsWith("+")) walk(full);
        } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(full, "utf8");
          if (/process\.env\b/.test(text) && full !== path.join(root, "server/config/env.ts"))
            offenders.push(path.relative(root, full));
        }
      }
    };
    walk(path.join(root, "server"));
    walk(path.join(root, "app"));
    expect(offenders).toEqual([]);
  });

  it("a bad value stops the server's start with the variable's name", () => {
    const root = path.resolve(__dirname, "../..");
    let output = "";
    let status = 0;
    try {
      execFileSync(process.execPath, ["--import", "tsx", "server.ts"], {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production", INDUSTRY_LIMIT: "abc", APP_URL: "", LOG_LEVEL: "" },
        stdio: "pipe",
        timeout: 60_000,
      });
    } catch (error) {
      const e = error as { status: number; stderr: Buffer; stdout: Buffer };
      status = e.status;
      output = `${e.stdout}${e.stderr}`;
    }
    expect(status).toBe(1);
    expect(output).toContain("INDUSTRY_LIMIT: expected a whole number");
    expect(output).toContain("APP_URL: required when NODE_ENV=production");
  });

  it("WEB_CONCURRENCY above 1 needs PostgreSQL: refused on PGlite with a clear message (issue #22)", () => {
    expect(parseEnv({ NODE_ENV: "test" }).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ NODE_ENV: "test", WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(
      parseEnv({ NODE_ENV: "test", WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://u@db:5432/rc" })
        .WEB_CONCURRENCY,
    ).toBe(4);
    const [p] = problems({ WEB_CONCURRENCY: "2" });
    expect(p).toMatch(/^WEB_CONCURRENCY: expected 1 without DATABASE_URL \(got 2\)/);
    expect(p).toContain("set DATABASE_URL to a PostgreSQL database");
    expect(problems({ WEB_CONCURRENCY: "0" })[0]).toMatch(
      /^WEB_CONCURRENCY: expected a whole number from 1 to 64/,
    );
    expect(problems({ WEB_CONCURRENCY: "two" })).toHaveLength(1);
  });

  it("CONTENT_CHECK_SECONDS defaults to 30 and takes a whole number of seconds", () => {
    expect(parseEnv({ NODE_ENV: "test" }).CONTENT_CHECK_SECONDS).toBe(30);
    expect(parseEnv({ NODE_ENV: "test", CONTENT_CHECK_SECONDS: "5" }).CONTENT_CHECK_SECONDS).toBe(5);
    expect(problems({ CONTENT_CHECK_SECONDS: "0" })[0]).toMatch(/^CONTENT_CHECK_SECONDS: expected /);
  });

  it("the server refuses to start several workers on PGlite, before opening any database", () => {
    const root = path.resolve(__dirname, "../..");
    let output = "";
    let status = 0;
    try {
      execFileSync(process.execPath, ["--import", "tsx", "server.ts"], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: "production",
          APP_URL: "http://localhost:3000",
          WEB_CONCURRENCY: "2",
          DATABASE_URL: "",
          LOG_LEVEL: "",
        },
        stdio: "pipe",
        timeout: 60_000,
      });
    } catch (error) {
      const e = error as { status: number; stderr: Buffer; stdout: Buffer };
      status = e.status;
      output = `${e.stdout}${e.stderr}`;
    }
    expect(status).toBe(1);
    expect(output).toContain("WEB_CONCURRENCY: expected 1 without DATABASE_URL (got 2)");
  });
});
