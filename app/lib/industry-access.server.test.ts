import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "~/tests/support/db";
import type { DbHandle } from "~/server/db/client";
import { riskModel, type RiskModel } from "~/server/risk/model";
import { industryOr404, industryRefusalResponse, refuseInactiveClass } from "./industry-access.server";

/** The web's answers to the domain's industry results (docs/architecture.md "Layers"). */
describe("industry access in the web layer", () => {
  let h: DbHandle;
  let model: RiskModel;
  let restricted: { allowedClassIds: number[] };
  const normal = { allowedClassIds: null };
  const request = new Request("http://app.test/industries/12/risk-assessment/crime?x=1");

  beforeAll(async () => {
    h = await freshDatabase("pglite", "content");
    model = await riskModel(h.db);
    const allowed = ["property_damage", "business_interruption", "public_liability"];
    restricted = { allowedClassIds: model.classes.filter((c) => allowed.includes(c.slug)).map((c) => c.id) };
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it("a URL to an inactive class's page is 403 with the reason; active classes and 'core' pass", () => {
    let thrown: unknown = null;
    try {
      refuseInactiveClass(model, restricted, "crime");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({
      init: { status: 403 },
      data: { message: expect.stringContaining("Crime is not included in your subscription") },
    });
    expect(() => refuseInactiveClass(model, restricted, "property-damage")).not.toThrow();
    expect(() => refuseInactiveClass(model, restricted, "core")).not.toThrow();
    expect(() => refuseInactiveClass(model, normal, "crime")).not.toThrow();
  });

  it("maps each refusal to the status, redirect, message and headers a page gives", async () => {
    expect(await industryRefusalResponse(h.db, request, { ok: false, reason: "not-found" })).toMatchObject({
      data: { message: null },
      init: { status: 404 },
    });
    const alias = await industryRefusalResponse(h.db, request, { ok: false, reason: "alias", mainId: 7 });
    expect(alias).toBeInstanceOf(Response);
    expect((alias as Response).status).toBe(302);
    expect((alias as Response).headers.get("Location")).toBe("/industries/7/risk-assessment/crime?x=1");
    expect(
      await industryRefusalResponse(h.db, request, { ok: false, reason: "trial", message: "Trial text" }),
    ).toMatchObject({ data: { message: "Trial text" }, init: { status: 403 } });
    const passive = await industryRefusalResponse(h.db, request, {
      ok: false,
      reason: "not-opened",
      message: "Open it first",
    });
    expect(passive).toMatchObject({ data: { message: "Open it first" }, init: { status: 403 } });
    expect(new Headers((passive as { init: ResponseInit }).init.headers).get("Cache-Control")).toBe(
      "no-store",
    );
  });

  it("logs the user out past the search limit: 429 with the lockout message and a cleared session cookie", async () => {
    const locked = await industryRefusalResponse(h.db, request, {
      ok: false,
      reason: "limit",
      message: "Locked",
    });
    expect(locked).toMatchObject({ data: { message: "Locked" }, init: { status: 429 } });
    const cookie = new Headers((locked as { init: ResponseInit }).init.headers).get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__session=;/);
    expect(cookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("industryOr404: the industry, or a 404 response", async () => {
    await expect(industryOr404(h.db, "999999")).rejects.toMatchObject({ status: 404 });
    await expect(industryOr404(h.db, "nope")).rejects.toBeInstanceOf(Response);
  });
});
