import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Route middleware: the gates of a layout (signed in, terms, industry access) run for every
  // request of every child route, document or `.data` (app/middleware/).
  future: { v8_middleware: true },
} satisfies Config;
