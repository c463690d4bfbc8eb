import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { users } from "../db/schema";

/** Records the user's answer to the terms of use (true = agreed, false = declined). */
export async function recordTermsAnswer(db: DbOrTx, userId: number, accepted: boolean) {
  await db
    .update(users)
    .set({ isUserAcceptedToc: accepted, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
