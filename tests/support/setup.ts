import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Every test process gets its own data folder (mail files, secrets) and quiet logs.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-test-"));
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dir;
process.env.SESSION_SECRET ??= "test-secret-not-for-production";
process.env.LOG_LEVEL = "silent";
