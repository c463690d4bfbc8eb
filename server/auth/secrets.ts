import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "../config/env";

let cached: string[] | undefined;

/**
 * Cookie-signing secrets. SESSION_SECRET (comma-separated, first one signs) in production; otherwise
 * a random secret generated once and kept in DATA_DIR/session-secret so restarts keep sessions.
 */
export function sessionSecrets(): string[] {
  if (cached) return cached;
  const configured = env().SESSION_SECRET;
  if (configured) {
    cached = configured
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    return cached;
  }
  const file = path.join(env().DATA_DIR, "session-secret");
  try {
    cached = [fs.readFileSync(file, "utf8").trim()];
  } catch {
    fs.mkdirSync(env().DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    cached = [secret];
  }
  return cached;
}
