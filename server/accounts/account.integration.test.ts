import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import type { DbHandle } from "../db/client";
import { users } from "../db/schema";
import { can } from "../policy/policy";
import {
  createCompany,
  deleteCompany,
  getCompanyLogo,
  ownCompany,
  setCompanyLogo,
  updateCompany,
  userCompanies,
  userCompanyList,
} from "./companies";
import { PNG_1X1 } from "~/tests/support/hostile";
import { checkImage } from "./images";
import { ACCOUNT_MESSAGES } from "./messages";
import { advisorProfile, getAvatar, getProfile, ProfileSchema, setAvatar, updateProfile } from "./profile";
import { seedDemoData } from "./seed";
import { updateSettings } from "./settings";
import { recordTermsAnswer } from "./toc";
import { findUserIdByName } from "./users";
import { loadCurrentUser } from "./viewer";

const image = async () => {
  const checked = await checkImage(PNG_1X1);
  if (!checked.ok) throw new Error("test image rejected");
  return checked.image;
};

describe.each(dbKinds())("account on %s", (kind) => {
  let h: DbHandle;
  let advisor: number;
  let admin: number;
  let other: number;
  const viewerOf = async (id: number) => (await loadCurrentUser(h.db, id))!;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedDemoData(h.db);
    advisor = (await findUserIdByName(h.db, "advisor.au"))!;
    admin = (await findUserIdByName(h.db, "admin.au"))!;
    other = (await findUserIdByName(h.db, "advisor.nz"))!;
  });
  afterAll(async () => {
    await h.close();
  });

  it("updates the profile, stores the description as text and the address with its country", async () => {
    const input = ProfileSchema.parse({
      personName: "Alex <b>Morgan</b>",
      email: "alex@example.com",
      phone: "02 9000 0000",
      mobile: "0400 000 000",
      jobTitle: "Senior Broker",
      description:
        '<p>Hello <script>alert(1)</script><a href="javascript:x">link</a> <strong>world</strong></p>',
      suite: "Suite 4",
      street: "12 George St",
      suburb: "Parramatta",
      postcode: "2150",
      state: "NSW",
      country: "australia",
    });
    expect(await updateProfile(h.db, advisor, input)).toEqual({ ok: true });
    const p = await getProfile(h.db, advisor);
    expect(p.personName).toBe("Alex <b>Morgan</b>"); // plain text, escaped when rendered
    // Plain text: the HTML sent in becomes the text it showed (no tag, no script).
    expect(p.description).toBe("Hello link world");
    expect(p.address).toEqual({
      suite: "Suite 4",
      street: "12 George St",
      suburb: "Parramatta",
      postcode: "2150",
      state: "NSW",
      country: { code: "AU", name: "Australia" },
    });
    const advisorBlock = await advisorProfile(h.db, advisor);
    expect(advisorBlock.jobTitle).toBe("Senior Broker");
    expect(advisorBlock.addressLine).toBe("Suite 4, 12 George St, Parramatta NSW 2150, Australia");
    expect(advisorBlock.avatarUrl).toBeNull();
    expect(advisorBlock.description).toBe("Hello link world");
  });

  it("refuses an unknown country and stores null when every address part is empty", async () => {
    const base = ProfileSchema.parse({ personName: "Alex Morgan", suburb: "Somewhere", country: "Atlantis" });
    expect(await updateProfile(h.db, advisor, base)).toEqual({
      ok: false,
      errors: { address: ACCOUNT_MESSAGES.addressInvalid },
    });
    expect((await getProfile(h.db, advisor)).address?.suburb).toBe("Parramatta");
    await updateProfile(h.db, advisor, ProfileSchema.parse({ personName: "Alex Morgan" }));
    expect((await getProfile(h.db, advisor)).address).toBeNull();
  });

  it("refuses 301 words in About Me", () => {
    const r = ProfileSchema.safeParse({ description: `<p>${"word ".repeat(301)}</p>` });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(ACCOUNT_MESSAGES.maxWords);
    expect(ProfileSchema.safeParse({ description: "word ".repeat(300) }).success).toBe(true);
  });

  it("stores the avatar and shows it in the viewer and the advisor profile", async () => {
    await setAvatar(h.db, advisor, await image());
    const stored = await getAvatar(h.db, advisor);
    expect(stored?.mime).toBe("image/png");
    expect(Buffer.compare(stored!.bytes, (await image()).bytes)).toBe(0);
    expect((await viewerOf(advisor)).avatarUrl).toMatch(/^\/account\/avatar\?v=[0-9a-f]{16}$/);
    expect((await advisorProfile(h.db, advisor)).avatarUrl).toMatch(/^\/account\/avatar/);
  });

  it("creates at most 2 companies per user, even when asked at the same time", async () => {
    const results = await Promise.all([
      createCompany(h.db, advisor, { name: "Second", description: "" }),
      createCompany(h.db, advisor, { name: "Third", description: "" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "limit")).toHaveLength(1);
    const list = await userCompanyList(h.db, advisor);
    expect(list).toHaveLength(2);
    expect(list[0].isPrimary).toBe(true);
    expect((await userCompanies(h.db, advisor)).map((c) => c.isPrimary)).toEqual([true, false]);
  });

  it("answers not-found for another user's company on every action", async () => {
    const [, second] = await userCompanyList(h.db, advisor);
    const intruder = await viewerOf(other);
    expect(await ownCompany(h.db, other, second.id)).toBeNull();
    expect(await updateCompany(h.db, intruder, second.id, { name: "X", description: "" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await setCompanyLogo(h.db, intruder, second.id, await image())).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await deleteCompany(h.db, other, second.id)).toEqual({ ok: false, reason: "not-found" });
    expect(await getCompanyLogo(h.db, other, second.id)).toBeNull();
    expect(await ownCompany(h.db, advisor, 999_999)).toBeNull();
    expect((await userCompanyList(h.db, advisor)).find((c) => c.id === second.id)?.name).toBe("Second");
  });

  it("keeps the primary company's name and logo unless the user is CompanyAdmin; never deletes it", async () => {
    const [primary, second] = await userCompanyList(h.db, advisor);
    const advisorViewer = await viewerOf(advisor);
    expect(can(advisorViewer, "company.editPrimary")).toBe(false);
    expect(await updateCompany(h.db, advisorViewer, primary.id, { description: "x" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await setCompanyLogo(h.db, advisorViewer, primary.id, await image())).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await deleteCompany(h.db, advisor, primary.id)).toEqual({ ok: false, reason: "primary" });
    const [adminPrimary] = await userCompanyList(h.db, admin);
    const adminViewer = await viewerOf(admin);
    expect(
      await updateCompany(h.db, adminViewer, adminPrimary.id, { name: "Renamed", description: "<p>Hi</p>" }),
    ).toMatchObject({ ok: true });
    const [after] = await userCompanyList(h.db, admin);
    expect(after.name).toBe("Harbour Insurance Brokers Group"); // no name field on the primary company
    expect(after.description).toBe("Hi");
    expect(await setCompanyLogo(h.db, adminViewer, adminPrimary.id, await image())).toMatchObject({
      ok: true,
    });
    expect((await userCompanyList(h.db, admin))[0].logoUrl).toMatch(/^\/account\/company-logo\/\d+\?v=/);
    // Others: name, description, logo, delete.
    expect(
      await updateCompany(h.db, advisorViewer, second.id, { name: "Second Co", description: "" }),
    ).toMatchObject({
      ok: true,
    });
    expect(await setCompanyLogo(h.db, advisorViewer, second.id, await image())).toMatchObject({ ok: true });
    expect(await getCompanyLogo(h.db, advisor, second.id)).not.toBeNull();
    expect(await deleteCompany(h.db, advisor, second.id)).toEqual({ ok: true });
    expect(await userCompanyList(h.db, advisor)).toHaveLength(1);
  });

  it("settings change the viewer's country (and its gates) on the next load", async () => {
    expect(can(await viewerOf(advisor), "header.pointsBadge")).toBe(true);
    await updateSettings(h.db, advisor, {
      industry_classification: "8",
      country_region: "gb",
      currency: "GBP",
      date_format: "6",
      report_theme: "default",
    });
    const v = await viewerOf(advisor);
    expect(v.country).toBe("gb");
    expect(v.settings.date_format).toBe("6");
    expect(v.format).toEqual({
      dateFormat: "YYYY-MM-DD",
      currencySymbol: "£",
      currency: "GBP",
      timeZone: "Europe/London",
    });
    expect(can(v, "header.pointsBadge")).toBe(false);
  });

  it("records the terms answer", async () => {
    const newUser = (await findUserIdByName(h.db, "newuser.au"))!;
    expect((await viewerOf(newUser)).isUserAcceptedToc).toBeNull();
    await recordTermsAnswer(h.db, newUser, false);
    expect((await viewerOf(newUser)).isUserAcceptedToc).toBe(false);
    await recordTermsAnswer(h.db, newUser, true);
    const [row] = await h.db.select().from(users).where(eq(users.id, newUser));
    expect(row.isUserAcceptedToc).toBe(true);
  });
});
