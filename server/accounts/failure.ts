import { redirect } from "react-router";
import { flashCookie } from "../auth/cookies";
import { logger } from "../log/logger";

/**
 * Runs a write; if it fails for a reason the user cannot fix (database down), the error is logged and
 * the user is sent back with the spec's failure toast ('User profile is not updated' and the like).
 */
export async function orFailureToast<T>(
  request: Request,
  back: string,
  message: string,
  run: () => Promise<T>,
): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "account write failed");
    return redirect(back, {
      headers: { "Set-Cookie": await flashCookie(request, { type: "error", message }) },
    });
  }
}
