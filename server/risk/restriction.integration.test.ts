import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiJson } from "~/tests/support/api-client";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { createUser, setAllowedClasses, UnknownClassesError } from "../accounts/users";
import { loadCurrentUser, type CurrentUser } from "../accounts/viewer";
import { createSessionToken } from "../auth/sessions";
import type { DbHandle } from "../db/client";
import { industries, users } from "../db/schema";
import { findIndustry, type Industry } from "../industries/catalogue";
import { previewDocument, sharedDocument, type DocumentResult } from "../reports/builder";
import { buildReport } from "../reports/document";
import { getDraft, ownReport, saveReport } from "../reports/store";
import {
  CLASS_NOT_INCLUDED,
  currentTailored,
  tailorComment,
  tailorMove,
  underwriterAnswer,
  underwriterToggle,
} from "../reports/tailor";
import { riskModel, type RiskModel } from "./model";
import { notIncludedMessage, openClass, restrictContent, viewerHazardIndex } from "./restriction";
import { groupChecklist, industryContent } from "./writeups";

/**
 * Restricted users (industries spec §3, §6; decision 0011) at the domain level: a restricted user's
 * inactive class is named but its rating reasons, checklist questions, risk document and report
 * entries are not returned, while an unrestricted user gets all of them. The Cafe flagship has its
 * own write-up with a Crime assessment and Crime checklist questions, so every assertion about
 * Crime's absence for the restricted user is matched by its presence for the normal one.
 */
const ALLOWED = ["property_damage", "business_interruption", "public_liability"];
const person = (
  userName: string,
  roles: Array<"underwriter"> = [],
  allowedClasses: string[] | null = null,
) => ({
  userName,
  password: "restricted-pass-2026",
  personName: `Person ${userName}`,
  email: `${userName}@example.com`,
  country: "au" as const,
  roles,
  companyName: `${userName} Brokers`,
  acceptedToc: true,
  allowedClasses,
});

/** A report document the test expects to be found. */
function found(result: DocumentResult) {
  if (!result.ok) throw new Error(`report document ${result.reason}`);
  return result;
}

describe.each(dbKinds())("restricted users on %s", (kind) => {
  let h: DbHandle;
  let model: RiskModel;
  let normal: CurrentUser;
  let restricted: CurrentUser;
  let restrictedUw: CurrentUser;
  let cafe: Industry;
  let crimeId: number;
  let pdId: number;

  beforeAll(async () => {
    h = await freshDatabase(kind, "content");
    model = await riskModel(h.db);
    normal = (await loadCurrentUser(h.db, await createUser(h.db, person("normal.int"))))!;
    restricted = (await loadCurrentUser(
      h.db,
      await createUser(h.db, person("restricted.int", [], ALLOWED)),
    ))!;
    restrictedUw = (await loadCurrentUser(
      h.db,
      await createUser(h.db, person("restricted-uw.int", ["underwriter"], ALLOWED)),
    ))!;
    const [row] = await h.db
      .select({ id: industries.id })
      .from(industries)
      .where(sql`${industries.code} = 'RC-4511-001'`);
    cafe = (await findIndustry(h.db, row.id))!;
    crimeId = model.classes.find((c) => c.slug === "crime")!.id;
    pdId = model.classes.find((c) => c.slug === "property_damage")!.id;
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it("provisioning stores class ids, refuses unknown slugs, and the user row carries the list", async () => {
    expect(normal.allowedClassIds).toBeNull();
    const ids = ALLOWED.map((slug) => model.classes.find((c) => c.slug === slug)!.id);
    expect([...restricted.allowedClassIds!].sort()).toEqual([...ids].sort());
    const [row] = await h.db
      .select({ allowed: users.allowedClassIds })
      .from(users)
      .where(eq(users.id, restricted.id));
    expect([...row.allowed!].sort()).toEqual([...ids].sort());
    const error = await createUser(
      h.db,
      person("typo.int", [], ["property_damage", "proprety_damage"]),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownClassesError);
    expect((error as Error).message).toContain("Unknown insurance class: proprety_damage.");
    expect((error as Error).message).toContain("property_damage");
    // Nothing of the refused user was written (one transaction).
    const [typo] = await h.db
      .select()
      .from(users)
      .where(sql`${users.userName} = 'typo.int'`);
    expect(typo).toBeUndefined();
  });

  it("hazard index: inactive classes by name only, active ones rated with reasons", async () => {
    const all = viewerHazardIndex(model, cafe, "au", normal);
    expect(all.inactive).toEqual([]);
    const crime = all.items.find((i) => i.slug === "crime");
    expect(crime?.reasons.length).toBeGreaterThan(0);

    const mine = viewerHazardIndex(model, cafe, "au", restricted);
    expect(mine.items.map((i) => i.slug).sort()).toEqual([...ALLOWED].sort());
    expect(mine.items[0].rating).toBeGreaterThanOrEqual(mine.items[mine.items.length - 1].rating);
    const inactiveCrime = mine.inactive.find((c) => c.slug === "crime");
    // Exactly the name, slug and id: no rating, grade or reasons.
    expect(inactiveCrime).toEqual({ id: crimeId, slug: "crime", name: "Crime" });
    expect(mine.items.length + mine.inactive.length).toBe(all.items.length);
    // Country rules still apply first: core is never listed, not even as inactive.
    expect(mine.inactive.some((c) => c.slug === "core")).toBe(false);
    const gb = viewerHazardIndex(model, cafe, "gb", restricted);
    expect(
      [...gb.items, ...gb.inactive].some((c) => c.slug === "employer_liability_workers_compensation"),
    ).toBe(false);
    expect(mine.inactive.some((c) => c.slug === "employer_liability_workers_compensation")).toBe(true);
  });

  it("content: an inactive class's checklist questions and risk document are removed and named", async () => {
    const content = await industryContent(h.db, model, cafe);
    const open = restrictContent(content, model, normal);
    expect(open.riskDescriptions.crime?.length).toBeGreaterThan(0);
    expect(open.checklist.some((q) => q.classSlug === "crime")).toBe(true);
    expect(open.mainClasses).toContain("crime");

    const mine = restrictContent(content, model, restricted);
    expect(mine.riskDescriptions.crime).toBeUndefined();
    expect(mine.mainClasses).not.toContain("crime");
    expect(mine.checklist.some((q) => q.classSlug === "crime")).toBe(false);
    expect(Object.keys(mine.riskDescriptions).sort()).toEqual([...ALLOWED].sort());
    // Questions of no one class ('core': General and Core) stay for everyone.
    const general = groupChecklist(mine.checklist, "General");
    expect(general.get("core")?.size).toBeGreaterThan(0);
    expect(mine.checklist.filter((q) => q.classSlug === "core")).toEqual(
      content.checklist.filter((q) => q.classSlug === "core"),
    );
    expect(mine.inactive.documents.map((c) => c.slug)).toContain("crime");
    expect(mine.inactive.checklist.Key.map((c) => c.slug)).toContain("crime");
    expect(mine.inactive.checklist.General).toEqual([]);
    // Nothing of Crime's text anywhere in what the restricted user gets.
    const crimeText = content.riskDescriptions.crime[0].text;
    expect(JSON.stringify(mine)).not.toContain(crimeText);
  });

  // The web's 403 for it: app/lib/industry-access.server.test.ts and tests/integration/restricted.test.ts.
  it("a URL to an inactive class's page is refused with the reason; active classes and 'core' pass", () => {
    const crime = model.classes.find((c) => c.slug === "crime")!;
    expect(openClass(model, restricted, "crime")).toEqual({
      ok: false,
      reason: "inactive-class",
      message: notIncludedMessage(crime.name),
    });
    expect(notIncludedMessage(crime.name)).toContain("Crime is not included in your subscription");
    expect(openClass(model, restricted, "property-damage")).toEqual({ ok: true });
    expect(openClass(model, restricted, "core")).toEqual({ ok: true });
    expect(openClass(model, normal, "crime")).toEqual({ ok: true });
  });

  it("quick report: no rating or checklist of an inactive class", async () => {
    const open = await buildReport(h.db, normal, cafe, { kind: "quick", insuredBusinessName: "Cafe" });
    expect(open.hazard.items.some((i) => i.slug === "crime")).toBe(true);
    expect(open.checklist.some((c) => c.classId === crimeId)).toBe(true);
    expect(open.hazard.notIncluded).toEqual([]);

    const mine = await buildReport(h.db, restricted, cafe, { kind: "quick", insuredBusinessName: "Cafe" });
    expect(mine.hazard.items.map((i) => i.slug).sort()).toEqual([...ALLOWED].sort());
    expect(mine.checklist.map((c) => c.classId)).not.toContain(crimeId);
    expect(mine.checklist.length).toBeGreaterThan(0);
    expect(mine.hazard.notIncluded.map((c) => c.slug)).toContain("crime");
    const crimeReasons = open.hazard.items.find((i) => i.slug === "crime")!.reasons;
    expect(JSON.stringify(mine)).not.toContain(crimeReasons[0]);
    // ?checklist= naming the inactive class does not bring it back.
    const url = new URL(
      `http://app.test/industries/${cafe.id}/risk-report/preview?checklist=${crimeId},${pdId}`,
    );
    const { doc } = found(await previewDocument(h.db, restricted, cafe, url));
    expect(doc.checklist.map((c) => c.classId)).toEqual([pdId]);
  });

  it("tailored report: inactive classes cannot be moved or commented and never print", async () => {
    expect(await tailorMove(h.db, restricted, cafe, crimeId, "for_review")).toEqual({
      ok: false,
      message: CLASS_NOT_INCLUDED,
    });
    expect(await tailorComment(h.db, restricted, cafe, crimeId, "Crime note")).toEqual({
      ok: false,
      message: CLASS_NOT_INCLUDED,
    });
    expect(await tailorMove(h.db, restricted, cafe, pdId, "for_review")).toEqual({ ok: true });
    const board = await currentTailored(h.db, restricted, cafe);
    expect(board.grouping.flatMap((g) => g.classes)).not.toContain(crimeId);
    expect(board.grouping.find((g) => g.id === "for_review")!.classes).toEqual([pdId]);
    // The normal user may move Crime.
    expect(await tailorMove(h.db, normal, cafe, crimeId, "for_review")).toEqual({ ok: true });

    // A saved report (e.g. through the API) that names Crime with a comment prints without it.
    const saved = await saveReport(h.db, restricted.id, cafe.id, "tailored", {
      grouping: [
        { id: "recommended", classes: [crimeId, pdId], seq: 1 },
        { id: "for_review", classes: [], seq: 2 },
        { id: "for_consideration", classes: [], seq: 3 },
      ],
      comments: [{ class: crimeId, comment: "<p>Secret crime comment</p>" }],
    });
    if (!saved.ok) throw new Error(saved.message);
    const id = saved.id;
    const url = new URL(`http://app.test/industries/${cafe.id}/risk-report/preview?kind=tailored&tmpl=${id}`);
    const { doc } = found(await previewDocument(h.db, restricted, cafe, url));
    expect(doc.hazard.groups!.flatMap((g) => g.classIds)).not.toContain(crimeId);
    expect(JSON.stringify(doc)).not.toContain("Secret crime comment");
    // A share link prints as its owner sees it: the owner's restriction applies there too.
    const shared = found(
      await sharedDocument(h.db, (await ownReport(h.db, restricted.id, id))!, "t".repeat(32)),
    );
    expect(shared.doc.hazard.items.map((i) => i.id)).not.toContain(crimeId);
    expect(JSON.stringify(shared.doc)).not.toContain("Secret crime comment");
  });

  it("underwriter report: inactive classes cannot be selected, and their questions cannot be answered", async () => {
    expect(await underwriterToggle(h.db, restrictedUw, cafe, crimeId, true)).toEqual({
      ok: false,
      message: CLASS_NOT_INCLUDED,
    });
    expect(await underwriterToggle(h.db, restrictedUw, cafe, pdId, true)).toEqual({ ok: true });
    const content = await industryContent(h.db, model, cafe);
    const crimeQuestion = content.checklist.find((q) => q.classSlug === "crime")!;
    const pdQuestion = content.checklist.find((q) => q.classSlug === "property_damage")!;
    // Crime's question filed under Property Damage would carry Crime's text into the report: refused.
    expect(await underwriterAnswer(h.db, restrictedUw, cafe, pdId, crimeQuestion.id, "yes")).toEqual({
      ok: false,
      message: "Unknown checklist question.",
    });
    expect(await underwriterAnswer(h.db, restrictedUw, cafe, crimeId, crimeQuestion.id, "yes")).toEqual({
      ok: false,
      message: CLASS_NOT_INCLUDED,
    });
    expect(await underwriterAnswer(h.db, restrictedUw, cafe, pdId, pdQuestion.id, "Sprinklered")).toEqual({
      ok: true,
    });
    const doc = await buildReport(h.db, restrictedUw, cafe, {
      kind: "underwriter",
      insuredBusinessName: "Cafe",
      underwriter: (await getDraft(h.db, restrictedUw.id, cafe.id, "underwriter")).customization as never,
    });
    expect(doc.hazard.items.map((i) => i.id)).toEqual([pdId]);
    expect(doc.hazard.items[0].checklist).toEqual([{ question: pdQuestion.question, answer: "Sprinklered" }]);
  });

  it("REST API v2: inactive classes marked active: false without content; no checklist questions", async () => {
    const call = async (user: CurrentUser, path: string) => {
      const token = await createSessionToken(h.db, user.id);
      const res = await apiJson(h.db, "GET", path, { token, ip: "10.4.4.4" });
      expect(res.status).toBe(200);
      return res.json;
    };
    type Hazard = { slug: string; active: boolean; rating: number | null; comment: string | null };
    const open = (await call(normal, `/industries/${cafe.id}/hazard_index/au`)).data as Hazard[];
    expect(open.every((i) => i.active)).toBe(true);
    expect(open.find((i) => i.slug === "crime")!.comment).toContain("<li>");

    const mine = (await call(restricted, `/industries/${cafe.id}/hazard_index/au`)).data as Hazard[];
    const crime = mine.find((i) => i.slug === "crime")!;
    expect(crime).toMatchObject({ active: false, rating: null, grade: null, comment: null });
    expect(
      mine
        .filter((i) => i.active)
        .map((i) => i.slug)
        .sort(),
    ).toEqual([...ALLOWED].sort());
    // Active first, highest rating first; the inactive ones after them.
    expect(mine.findIndex((i) => !i.active)).toBe(ALLOWED.length);

    type Question = { insurance_class: { slug: string } };
    const openQs = (await call(normal, `/industries/${cafe.id}/checklist`)).data as Question[];
    expect(openQs.some((q) => q.insurance_class.slug === "crime")).toBe(true);
    const myQs = (await call(restricted, `/industries/${cafe.id}/checklist`)).data as Question[];
    expect(myQs.some((q) => q.insurance_class.slug === "crime")).toBe(false);
    expect(myQs.some((q) => q.insurance_class.slug === "property_damage")).toBe(true);
    const byCategory = (await call(restricted, `/industries/${cafe.id}/checklist?categories=${crimeId}`))
      .data;
    expect(byCategory).toEqual([]);

    type Cls = { slug: string; active: boolean };
    const classes = (await call(restricted, "/insurance_classes?country=au")) as Cls[];
    expect(classes.find((c) => c.slug === "crime")!.active).toBe(false);
    expect(classes.find((c) => c.slug === "property_damage")!.active).toBe(true);
    expect(((await call(normal, "/insurance_classes?country=au")) as Cls[]).every((c) => c.active)).toBe(
      true,
    );
  });

  it("changing the list applies at the next load of the user; null lifts the restriction", async () => {
    const u = (await loadCurrentUser(h.db, await createUser(h.db, person("change.int", [], ["crime"]))))!;
    expect(viewerHazardIndex(model, cafe, "au", u).items.map((i) => i.slug)).toEqual(["crime"]);
    await setAllowedClasses(h.db, u.id, ["property_damage", "crime"]);
    const after = (await loadCurrentUser(h.db, u.id))!;
    expect(
      viewerHazardIndex(model, cafe, "au", after)
        .items.map((i) => i.slug)
        .sort(),
    ).toEqual(["crime", "property_damage"]);
    await expect(setAllowedClasses(h.db, u.id, ["nope"])).rejects.toBeInstanceOf(UnknownClassesError);
    await setAllowedClasses(h.db, u.id, null);
    const lifted = (await loadCurrentUser(h.db, u.id))!;
    expect(lifted.allowedClassIds).toBeNull();
    expect(viewerHazardIndex(model, cafe, "au", lifted).inactive).toEqual([]);
  });
});
