import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, endpointFor, type ApiCallOptions } from "~/tests/support/api-client";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { createUser } from "../accounts/users";
import type { DbHandle } from "../db/client";
import { industries } from "../db/schema";
import { ENDPOINTS } from "./endpoints";
import { handleApi } from "./router";

const PASSWORD = "api-contract-pass-2026";
const person = (userName: string, roles: Array<"Trial"> = []) => ({
  userName,
  password: PASSWORD,
  personName: userName,
  email: `${userName}@example.com`,
  country: "au" as const,
  roles,
  companyName: `${userName} Co`,
  acceptedToc: true,
});

describe.each(dbKinds())("REST API v2 contract on %s", (kind) => {
  let h: DbHandle;
  let cafe: number;
  let sawmill: number;
  const tokens: Record<string, string> = {};

  /** Every 2xx body must satisfy the endpoint's declared response schema (the contract). */
  async function call(method: string, path: string, opts: ApiCallOptions = {}) {
    const res = await apiCall(h.db, method, path, { ...opts, ip: "10.1.1.1" });
    if (res.status < 300) endpointFor(method, path).response.parse(res.json);
    return { status: res.status, json: res.json, headers: res.headers };
  }

  beforeAll(async () => {
    h = await freshDatabase(kind, "content");
    await createUser(h.db, person("api.alice"));
    await createUser(h.db, person("api.bob"));
    await createUser(h.db, person("api.trial", ["Trial"]));
    const idOf = async (code: string) =>
      (
        await h.db
          .select({ id: industries.id })
          .from(industries)
          .where(sql`${industries.code} = ${code}`)
      )[0].id;
    cafe = await idOf("RC-4511-001");
    sawmill = await idOf("RC-1411-001");
    for (const u of ["api.alice", "api.bob", "api.trial"]) {
      const r = await call("POST", "/token", {
        form: { grant_type: "password", username: u, password: PASSWORD, client_id: "ios" },
      });
      expect(r.status).toBe(200);
      tokens[u] = r.json.access_token;
    }
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it("publishes an OpenAPI 3.1 document with every endpoint", async () => {
    const res = await handleApi(new Request("http://api.test/api/v2/openapi.json"), h.db);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const e of ENDPOINTS) expect(doc.paths[e.path]?.[e.method.toLowerCase()]).toBeTruthy();
  });

  it("token: password grant with API key; wrong key 403, wrong body 415/400, bad password 400, wrong version 406", async () => {
    const form = { grant_type: "password", username: "api.alice", password: PASSWORD, client_id: "ios" };
    expect((await call("POST", "/token", { form, headers: { "x-api-key": "nope" } })).status).toBe(403);
    expect((await call("POST", "/token", { body: form })).status).toBe(415);
    expect(
      (await call("POST", "/token", { form: { ...form, grant_type: "client_credentials" } })).status,
    ).toBe(400);
    const bad = await call("POST", "/token", { form: { ...form, password: "wrong-password" } });
    expect(bad).toMatchObject({
      status: 400,
      json: { error: "invalid_grant", message: "The username or password is incorrect." },
    });
    expect(
      (
        await call("GET", "/user", {
          token: tokens["api.alice"],
          headers: { accept: "application/json;v=3.0" },
        })
      ).status,
    ).toBe(406);
  });

  it("401 without a token, with an unknown token, and with LinkGen on a password token", async () => {
    expect((await call("GET", "/user")).status).toBe(401);
    expect((await call("GET", "/user", { token: "x".repeat(43) })).status).toBe(401);
    const linkgen = await call("GET", "/user", {
      headers: { authorization: `LinkGen ${tokens["api.alice"]}` },
    });
    expect(linkgen.status).toBe(401);
  });

  it("user, settings, taxonomies, insurance classes", async () => {
    const t = tokens["api.alice"];
    expect((await call("GET", "/user", { token: t })).json).toMatchObject({
      user_name: "api.alice",
      country: "au",
    });
    const settings = (await call("GET", "/user/settings", { token: t })).json;
    expect(settings.find((s: { key: string }) => s.key === "country_region").value).toBe("au");
    expect((await call("GET", "/taxonomies", { token: t })).json.map((x: { id: number }) => x.id)).toEqual([
      4, 8, 12,
    ]);
    const au = (await call("GET", "/insurance_classes?country=au", { token: t })).json.map(
      (c: { slug: string }) => c.slug,
    );
    expect(au).not.toContain("core");
    expect((await call("GET", "/insurance_classes?country=xx", { token: t })).status).toBe(400);
  });

  it("industry search pages with a Link rel=next header", async () => {
    const t = tokens["api.alice"];
    const first = await call("GET", "/industries?q=manufacturing", { token: t });
    expect(first.json.data).toHaveLength(100);
    expect(first.headers.get("link")).toMatch(/page=2>; rel="next"/);
    const code = await call("GET", "/industries?code=RC-4511-001", { token: t });
    expect(code.json.data[0]).toMatchObject({ id: cafe, name: "Cafe" });
    expect(code.headers.get("link")).toBeNull();
  });

  it("industry, hazard index, exposures, materials, checklist paging, endorsements, media", async () => {
    const t = tokens["api.alice"];
    expect((await call("GET", `/industries/${cafe}`, { token: t })).json).toMatchObject({
      id: cafe,
      code: "RC-4511-001",
    });
    const hazard = (await call("GET", `/industries/${cafe}/hazard_index/au`, { token: t })).json.data;
    expect(hazard.length).toBeGreaterThan(5);
    expect(hazard[0].rating).toBeGreaterThanOrEqual(hazard[hazard.length - 1].rating);
    expect((await call("GET", `/industries/${cafe}/hazard_index/fr`, { token: t })).status).toBe(400);
    expect(
      (await call("GET", `/industries/${cafe}/exposures/au`, { token: t })).json.data.length,
    ).toBeGreaterThan(0);
    expect(
      (await call("GET", `/industries/${cafe}/materials_equipment/au`, { token: t })).json.data.length,
    ).toBeGreaterThan(0);
    const page1 = await call("GET", `/industries/${cafe}/checklist?page_size=5`, { token: t });
    expect(page1.json.data).toHaveLength(5);
    expect(page1.headers.get("link")).toContain("page=2");
    const page2 = await call("GET", `/industries/${cafe}/checklist?page_size=5&page=2`, { token: t });
    expect(page2.json.data[0].id).not.toBe(page1.json.data[0].id);
    const key = (await call("GET", `/industries/${cafe}/checklist?type=Key`, { token: t })).json.data;
    expect(key.every((q: { type: string }) => q.type === "Key")).toBe(true);
    expect((await call("GET", `/industries/${cafe}/checklist?page_size=500`, { token: t })).status).toBe(400);
    expect((await call("GET", `/industries/${cafe}/endorsements`, { token: t })).status).toBe(200);
    expect((await call("GET", `/industries/${cafe}/media`, { token: t })).json.image.length).toBeGreaterThan(
      0,
    );
    expect((await call("GET", `/industries/999999`, { token: t })).status).toBe(404);
    expect((await call("GET", `/industries/abc/exposures/au`, { token: t })).status).toBe(404);
  });

  it("trial users may open only the trial industries", async () => {
    const t = tokens["api.trial"];
    expect((await call("GET", `/industries/${cafe}`, { token: t })).status).toBe(200);
    expect((await call("GET", `/industries/${sawmill}`, { token: t })).status).toBe(403);
  });

  it("reports: create, list, read, update; another user's report is 404 everywhere; bad customizations 400", async () => {
    const t = tokens["api.alice"];
    const customization = JSON.stringify({
      grouping: [{ id: "recommended", classes: [1, 2], seq: 1 }],
      comments: [],
    });
    const created = await call("POST", "/user/reports", {
      token: t,
      body: {
        industry_id: cafe,
        name: "API Cafe",
        customizations: [{ section: "hazard_index", customization }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect(
      (await call("GET", "/user/reports", { token: t })).json.map((r: { id: number }) => r.id),
    ).toContain(id);
    expect(
      (await call("GET", `/user/reports/${id}`, { token: t })).json.customizations[0].customization,
    ).toBe(customization);
    const updated = await call("POST", "/user/reports", {
      token: t,
      body: {
        industry_id: cafe,
        report_id: id,
        name: "API Cafe v2",
        customizations: [{ section: "hazard_index", customization }],
      },
    });
    expect(updated).toMatchObject({ status: 200, json: { id, name: "API Cafe v2" } });

    const bob = tokens["api.bob"];
    expect((await call("GET", `/user/reports/${id}`, { token: bob })).status).toBe(404);
    expect((await call("GET", "/user/reports", { token: bob })).json).toEqual([]);
    const hijack = await call("POST", "/user/reports", {
      token: bob,
      body: {
        industry_id: cafe,
        report_id: id,
        name: "mine now",
        customizations: [{ section: "hazard_index", customization }],
      },
    });
    expect(hijack.status).toBe(404);
    expect((await call("GET", `/user/reports/${id}`, { token: t })).json.name).toBe("API Cafe v2");

    const bad = await call("POST", "/user/reports", {
      token: t,
      body: {
        industry_id: cafe,
        name: "x",
        customizations: [{ section: "hazard_index", customization: '{"grouping":"nope"}' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/customization/);
    expect(
      (await call("POST", "/user/reports", { token: t, body: { industry_id: cafe } })).json.message,
    ).toMatch(/^name/);
  });

  it("DELETE /token revokes it", async () => {
    const r = await call("POST", "/token", {
      form: { grant_type: "password", username: "api.bob", password: PASSWORD, client_id: "web" },
    });
    const t = r.json.access_token;
    expect((await call("DELETE", "/token", { token: t })).status).toBe(200);
    expect((await call("GET", "/user", { token: t })).status).toBe(401);
    expect((await call("PUT", "/user", { token: tokens["api.alice"] })).status).toBe(405);
    expect((await call("GET", "/nothing", { token: tokens["api.alice"] })).status).toBe(404);
  });
});
