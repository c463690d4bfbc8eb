import { can, type Viewer } from "../policy/policy";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { userFlags } from "../db/schema";

/** Platform §2: the tailored report intro opens (in report mode) until this flag is set for the user. */
export const INTRO_FLAG = "intro_tailored_report_viewed";

export async function hasUserFlag(db: DbOrTx, userId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: userFlags.key })
    .from(userFlags)
    .where(and(eq(userFlags.userId, userId), eq(userFlags.key, key)))
    .limit(1);
  return Boolean(row);
}

/** Sets a flag once; setting it again changes nothing. */
export async function setUserFlag(db: DbOrTx, userId: number, key: string, now = new Date()): Promise<void> {
  await db.insert(userFlags).values({ userId, key, setAt: now }).onConflictDoNothing();
}

/**
 * Report mode (platform §2): the tailored report intro opens by itself until the user has answered
 * it once, only where the tailored promo is offered (not in the natcat theme).
 */
export async function introPending(db: DbOrTx, user: Viewer & { id: number }): Promise<boolean> {
  return can(user, "dashboard.tailoredPromo") && !(await hasUserFlag(db, user.id, INTRO_FLAG));
}
