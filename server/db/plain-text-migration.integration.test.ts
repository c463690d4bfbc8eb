import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { seedDemoData } from "../accounts/seed";
import { findUserIdByName } from "../accounts/users";
import type { DbHandle } from "./client";
import { companies, profiles, userCompanies } from "./schema";

/** Migration 0020 (issue 18): descriptions stored as sanitised HTML become the text they showed. */
const MIGRATION = fs.readFileSync(
  path.join(import.meta.dirname, "migrations", "0020_plain_text_descriptions.sql"),
  "utf8",
);

describe.each(dbKinds())("plain-text descriptions migration on %s", (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedDemoData(h.db);
  });
  afterAll(async () => {
    await h.close();
  });

  it("turns stored HTML into text with its paragraphs and line breaks, and leaves text alone", async () => {
    const userId = (await findUserIdByName(h.db, "advisor.au"))!;
    const [link] = await h.db
      .select({ companyId: userCompanies.companyId })
      .from(userCompanies)
      .where(eq(userCompanies.userId, userId));
    // As the old sanitiser stored them: allow-listed tags, text escaped.
    await h.db
      .update(profiles)
      .set({
        description:
          "<p>Hello <strong>clients</strong> &amp; friends</p>\n<p>Line one<br>Line two<br />Tom&#39;s &lt;b&gt;</p>",
      })
      .where(eq(profiles.userId, userId));
    await h.db
      .update(companies)
      .set({ description: "<p>We cover:</p><ul><li>Cafes</li><li>Bakeries</li></ul><p>Call&nbsp;us</p>" })
      .where(eq(companies.id, link.companyId));
    const other = (await findUserIdByName(h.db, "advisor.gb"))!;
    await h.db.update(profiles).set({ description: "Plain\n\ntext" }).where(eq(profiles.userId, other));

    for (const statement of MIGRATION.split("--> statement-breakpoint"))
      await h.db.execute(sql.raw(statement));

    const profile = async (id: number) =>
      (await h.db.select().from(profiles).where(eq(profiles.userId, id)))[0].description;
    expect(await profile(userId)).toBe("Hello clients & friends\n\nLine one\nLine two\nTom's <b>");
    const [company] = await h.db.select().from(companies).where(eq(companies.id, link.companyId));
    expect(company.description).toBe("We cover:\n\n- Cafes\n- Bakeries\n\nCall us");
    expect(await profile(other)).toBe("Plain\n\ntext");
  });
});
