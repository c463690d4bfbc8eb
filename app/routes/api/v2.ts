import type { Route } from "./+types/v2";
import { handleApi } from "~/server/api/router";
import { getDb } from "~/server/db/client";

/** /api/v2/*: the REST API for integrations and native wrappers (server/api). */
function clientIp(request: Request, context: unknown): string {
  return (
    (context as { ip?: string } | undefined)?.ip ??
    request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ??
    "0.0.0.0"
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, await getDb(), clientIp(request, context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, await getDb(), clientIp(request, context));
}
