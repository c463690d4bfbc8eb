import { logger } from "~/server/log/logger";
import { redirectWithToast } from "./toast.server";

/**
 * Runs a write; if it fails for a reason the user cannot fix (database down), the error is logged and
 * the user is sent back with the spec's failure toast ('User profile is not updated' and the like).
 */
export async function orFailureToast<T>(
  back: string,
  message: string,
  run: () => Promise<T>,
): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "account write failed");
    return redirectWithToast(back, { type: "error", message });
  }
}
