import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, endpointFor, type ApiCallOptions } from "~/tests/support/api-client";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { PNG_1X1 } from "~/tests/support/hostile";
import { createUser } from "../accounts/users";
import { checkImage } from "../accounts/images";
import type { DbHandle } from "../db/client";
import { courses, industries } from "../db/schema";
import { ENDPOINTS } from "./endpoints";
import { openApiDocument } from "./openapi";
import { resetEnvCache } from "~/server/config/env";

/**
 * Contract tests of the account, learning, points and natcat endpoints (platform §7): status codes,
 * every 2xx JSON body against the endpoint's response schema, ownership (a second user gets 404),
 * bad input 400 naming the field, and policy gates (gb: no points; natcat only on a natcat host).
 */
const PASSWORD = "api-domains-pass-2026";
const person = (userName: string, country: "au" | "nz" | "gb", roles: Array<"CompanyAdmin"> = []) => ({
  userName,
  password: PASSWORD,
  personName: userName,
  email: `${userName}@example.com`,
  country,
  roles,
  companyName: `${userName} Co`,
  acceptedToc: true,
});

/** A valid 1×1 PNG (uploads must decode: issue #23 item 7). */
const PNG = PNG_1X1;
/** The test PNG as the upload check stores it (re-encoded). */
const STORED_PNG = async () => {
  const checked = await checkImage(PNG);
  if (!checked.ok) throw new Error(checked.error);
  return checked.image.bytes;
};

describe.each(dbKinds())("REST API v2 account, learning, points, natcat on %s", (kind) => {
  let h: DbHandle;
  const tokens: Record<string, string> = {};
  let courseId: number;
  let quizIndustryId: number;

  /** Every 2xx JSON body must satisfy the endpoint's declared response schema (the contract). */
  async function call(
    method: string,
    path: string,
    opts: Omit<ApiCallOptions, "form" | "ip"> & {
      file?: { name: string; bytes: Buffer; field?: string };
    } = {},
  ) {
    const { file, ...rest } = opts;
    let body = rest.body;
    if (file) {
      const form = new FormData();
      form.append(file.field ?? "file", new Blob([new Uint8Array(file.bytes)]), file.name);
      body = form;
    }
    const res = await apiCall(h.db, method, path, { ...rest, body, ip: "10.2.2.2" });
    const e = endpointFor(method, path);
    if (res.status < 300 && res.status !== 204) {
      if (e.binary) expect(res.bytes).not.toBeNull();
      else e.response.parse(res.json);
    }
    return res;
  }

  const token = (userName: string) => apiToken(h.db, userName, PASSWORD);

  beforeAll(async () => {
    process.env.APP_THEME_HOSTS = "natcat=natcat";
    resetEnvCache();
    h = await freshDatabase(kind, "content");
    await createUser(h.db, person("dom.alice", "au"));
    await createUser(h.db, person("dom.bob", "au"));
    await createUser(h.db, person("dom.admin", "au", ["CompanyAdmin"]));
    await createUser(h.db, person("dom.kiwi", "nz"));
    await createUser(h.db, person("dom.gb", "gb"));
    for (const u of ["dom.alice", "dom.bob", "dom.admin", "dom.kiwi", "dom.gb"]) tokens[u] = await token(u);
    courseId = (await h.db.select({ id: courses.id }).from(courses).orderBy(courses.position).limit(1))[0].id;
    quizIndustryId = (
      await h.db
        .select({ id: industries.id })
        .from(industries)
        .where(sql`${industries.code} = 'RC-4110-001'`)
    )[0].id;
  }, 180_000);
  afterAll(async () => {
    delete process.env.APP_THEME_HOSTS;
    await h?.close();
  });

  it("the OpenAPI document lists every endpoint, with binary responses and multipart uploads", () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    for (const e of ENDPOINTS) expect(doc.paths[e.path]?.[e.method.toLowerCase()], e.path).toBeTruthy();
    for (const path of [
      "/user/profile",
      "/user/avatar",
      "/user/companies/{id}/logo",
      "/user/toc",
      "/user/themes",
      "/courses/{id}/units/{unitId}",
      "/user/quizzes/{quizId}",
      "/user/points/cpdnz",
      "/catnet/layers",
      "/catnet/map",
    ])
      expect(doc.paths[path], path).toBeTruthy();
    expect(doc.paths["/catnet/map"].get.responses["200"].content).toHaveProperty("image/*");
    expect(JSON.stringify(doc.paths["/user/avatar"].put)).toContain("multipart/form-data");
    expect(doc.paths["/user/points"].get.responses).toHaveProperty("404");
  });

  it("profile: read, replace with the web form's messages, address null clears it", async () => {
    const t = tokens["dom.alice"];
    expect((await call("GET", "/user/profile", { token: t })).json).toMatchObject({
      person_name: "dom.alice",
      address: null,
      avatar: null,
    });
    const put = await call("PUT", "/user/profile", {
      token: t,
      body: {
        person_name: "Alice Adviser",
        email: "alice@example.com",
        job_title: "Broker",
        phone: "02 9000 0000",
        mobile: "0400 000 000",
        description: "<p>Hello <script>alert(1)</script>there</p>",
        address: {
          suite: "Suite 4",
          street: "12 George St",
          suburb: "Parramatta",
          postcode: "2150",
          state: "NSW",
          country: "au",
        },
      },
    });
    expect(put.status).toBe(200);
    expect(put.json.address.country).toEqual({ code: "AU", name: "Australia" });
    expect(put.json.address_str).toContain("Parramatta");
    expect(put.json.description).not.toContain("script");
    const bad = await call("PUT", "/user/profile", { token: t, body: { email: "not-an-email" } });
    expect(bad).toMatchObject({ status: 400, json: { message: "email: Enter a valid email address." } });
    const badAddress = await call("PUT", "/user/profile", {
      token: t,
      body: { person_name: "A", address: { street: "1 Nowhere", country: "Atlantis" } },
    });
    expect(badAddress).toMatchObject({ status: 400, json: { message: "address: Address is invalid." } });
    const words = await call("PUT", "/user/profile", {
      token: t,
      body: { description: "word ".repeat(301) },
    });
    expect(words.json.message).toBe("description: The maximum number of words is 300");
    const cleared = await call("PUT", "/user/profile", {
      token: t,
      body: { person_name: "Alice", address: null },
    });
    expect(cleared.json).toMatchObject({ person_name: "Alice", address: null, address_str: "" });
    expect((await call("PUT", "/user/profile", { token: t, body: [] })).status).toBe(400);
  });

  it("avatar: 404 before upload, multipart PNG upload, bytes with ETag and 304, bad file 400, JSON 415", async () => {
    const t = tokens["dom.alice"];
    expect((await call("GET", "/user/avatar", { token: t })).status).toBe(404);
    const up = await call("PUT", "/user/avatar", { token: t, file: { name: "me.png", bytes: PNG } });
    expect(up).toMatchObject({
      status: 200,
      json: { message: "User avatar has been successfully uploaded" },
    });
    const got = await call("GET", "/user/avatar", { token: t });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    // What is stored is the upload re-encoded (issue #23 item 7): the same image, new bytes.
    expect(got.bytes!.equals(await STORED_PNG())).toBe(true);
    const etag = got.headers.get("etag")!;
    expect((await call("GET", "/user/avatar", { token: t, headers: { "if-none-match": etag } })).status).toBe(
      304,
    );
    const fake = await call("PUT", "/user/avatar", {
      token: t,
      file: { name: "x.png", bytes: Buffer.from("<svg onload=alert(1)>") },
    });
    expect(fake).toMatchObject({
      status: 400,
      json: { message: "file: Only files with the following extensions are allowed: png jpg jpeg." },
    });
    const big = await call("PUT", "/user/avatar", {
      token: t,
      file: { name: "big.png", bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) },
    });
    expect(big.json.message).toBe("file: The image that you are trying to use is too large (over 2MB)");
    expect((await call("PUT", "/user/avatar", { token: t, body: {} })).status).toBe(415);
    expect((await call("GET", "/user/profile", { token: t })).json.avatar).toMatch(
      /^\/api\/v2\/user\/avatar/,
    );
    expect((await call("GET", "/user/avatar", { token: tokens["dom.bob"] })).status).toBe(404);
  });

  it("companies: list, create (limit 2), patch, logo, delete; another user's id is 404 everywhere", async () => {
    const t = tokens["dom.alice"];
    const list = await call("GET", "/user/companies", { token: t });
    expect(list.json).toHaveLength(1);
    const primary = list.json[0];
    expect(primary).toMatchObject({ name: "dom.alice Co", is_primary: true, logo: null });

    expect(
      (await call("POST", "/user/companies", { token: t, body: { description: "x" } })).json.message,
    ).toBe("name: Please input the company name.");
    const created = await call("POST", "/user/companies", {
      token: t,
      body: { name: "Second Co", description: "<p>Second</p>" },
    });
    expect(created).toMatchObject({ status: 201, json: { name: "Second Co", is_primary: false } });
    const id = created.json.id;
    const third = await call("POST", "/user/companies", { token: t, body: { name: "Third" } });
    expect(third.status).toBe(409);

    const patched = await call("PATCH", `/user/companies/${id}`, { token: t, body: { name: "Renamed Co" } });
    // About Us is plain text: HTML sent in is stored as the text it showed (issue 18).
    expect(patched.json).toMatchObject({ id, name: "Renamed Co", description: "Second" });
    expect(
      (await call("PATCH", `/user/companies/${id}`, { token: t, body: { name: "  " } })).json.message,
    ).toBe("name: Please input the company name.");
    // The primary company: only a CompanyAdmin may change it (as on the web).
    expect(
      (await call("PATCH", `/user/companies/${primary.id}`, { token: t, body: { description: "x" } })).status,
    ).toBe(404);
    const admin = tokens["dom.admin"];
    const adminPrimary = (await call("GET", "/user/companies", { token: admin })).json[0];
    const adminPatch = await call("PATCH", `/user/companies/${adminPrimary.id}`, {
      token: admin,
      body: { name: "ignored", description: "<p>Ours</p>" },
    });
    expect(adminPatch.json).toMatchObject({ name: "dom.admin Co", description: "Ours" });

    const logo = await call("PUT", `/user/companies/${id}/logo`, {
      token: t,
      file: { name: "logo.png", bytes: PNG },
    });
    expect(logo.json.logo).toMatch(new RegExp(`^/api/v2/user/companies/${id}/logo\\?v=`));
    const logoBytes = await call("GET", `/user/companies/${id}/logo`, { token: t });
    expect(logoBytes.status).toBe(200);
    expect(logoBytes.bytes!.equals(await STORED_PNG())).toBe(true);

    const bob = tokens["dom.bob"];
    expect(
      (await call("PATCH", `/user/companies/${id}`, { token: bob, body: { name: "mine" } })).status,
    ).toBe(404);
    expect(
      (await call("PUT", `/user/companies/${id}/logo`, { token: bob, file: { name: "l.png", bytes: PNG } }))
        .status,
    ).toBe(404);
    expect((await call("GET", `/user/companies/${id}/logo`, { token: bob })).status).toBe(404);
    expect((await call("DELETE", `/user/companies/${id}`, { token: bob })).status).toBe(404);
    expect((await call("DELETE", `/user/companies/abc`, { token: t })).status).toBe(404);
    expect((await call("GET", "/user/companies", { token: bob })).json).toHaveLength(1);

    expect((await call("DELETE", `/user/companies/${primary.id}`, { token: t })).status).toBe(409);
    const deleted = await call("DELETE", `/user/companies/${id}`, { token: t });
    expect(deleted).toMatchObject({
      status: 200,
      json: { message: "Company profile has been successfully deleted" },
    });
    expect((await call("GET", "/user/companies", { token: t })).json).toHaveLength(1);
    expect((await call("DELETE", `/user/companies/${id}`, { token: t })).status).toBe(404);
  });

  it("settings: PUT a list of key/value; unknown keys and bad values are 400 naming the field", async () => {
    const t = tokens["dom.bob"];
    const put = await call("PUT", "/user/settings", {
      token: t,
      body: [
        { key: "currency", value: "NZD" },
        { key: "date_format", value: "6" },
      ],
    });
    expect(put.status).toBe(200);
    const value = (k: string) => put.json.find((s: { key: string }) => s.key === k).value;
    expect([value("currency"), value("date_format"), value("country_region")]).toEqual(["NZD", "6", "au"]);
    const again = await call("GET", "/user/settings", { token: t });
    expect(again.json.find((s: { key: string }) => s.key === "currency").value).toBe("NZD");
    const unknown = await call("PUT", "/user/settings", { token: t, body: [{ key: "colour", value: "x" }] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/^0\.key: /);
    const bad = await call("PUT", "/user/settings", {
      token: t,
      body: [{ key: "report_theme", value: "nope" }],
    });
    expect(bad.json.message).toBe("report_theme: Choose a theme.");
    expect(
      (await call("PUT", "/user/settings", { token: t, body: [{ key: "currency", value: "XYZ" }] })).json
        .message,
    ).toMatch(/^currency: /);
  });

  it("themes and terms: themes with JSON colours; toc true records it, false revokes the token", async () => {
    const t = tokens["dom.bob"];
    const themes = (await call("GET", "/user/themes", { token: t })).json;
    expect(themes.map((x: { id: string }) => x.id)).toContain("default");
    expect(JSON.parse(themes[0].value)).toHaveProperty("colorTitle");

    expect(
      (await call("POST", "/user/toc", { token: t, body: { is_accepted: "yes" } })).json.message,
    ).toMatch(/^is_accepted: /);
    const yes = await call("POST", "/user/toc", { token: t, body: { is_accepted: true } });
    expect(yes).toMatchObject({ status: 200, json: { is_user_accepted_toc: true } });
    expect((await call("GET", "/user", { token: t })).json.is_user_accepted_toc).toBe(true);

    const spare = await token("dom.bob");
    const no = await call("POST", "/user/toc", { token: spare, body: { is_accepted: false } });
    expect(no.json.message).toBe(
      "You will be logged out. You must agree to the terms of use to use our service.",
    );
    expect((await call("GET", "/user", { token: spare })).status).toBe(401);
    expect((await call("GET", "/user", { token: t })).json.is_user_accepted_toc).toBe(false);
    await call("POST", "/user/toc", { token: t, body: { is_accepted: true } });
  });

  it("courses: list, one course, one unit; unknown ids 404", async () => {
    const t = tokens["dom.alice"];
    const list = (await call("GET", "/courses", { token: t })).json;
    expect(list.length).toBeGreaterThan(0);
    const course = (await call("GET", `/courses/${courseId}`, { token: t })).json;
    expect(course.units.length).toBeGreaterThan(0);
    expect(course.quiz_id).toEqual(expect.any(Number));
    const unit = await call("GET", `/courses/${courseId}/units/${course.units[0].id}`, { token: t });
    expect(unit.json.text.length).toBeGreaterThan(0);
    expect((await call("GET", `/courses/${courseId}/units/nope`, { token: t })).status).toBe(404);
    expect((await call("GET", "/courses/999999", { token: t })).status).toBe(404);
    expect((await call("GET", "/courses/abc", { token: t })).status).toBe(404);
  });

  it("quizzes: start, submit (all answered), marked review, completed list; another user's attempt 404", async () => {
    const t = tokens["dom.alice"];
    expect((await call("POST", "/user/quizzes", { token: t, body: {} })).json.message).toMatch(
      /^short_course_id: /,
    );
    const started = await call("POST", "/user/quizzes", { token: t, body: { short_course_id: courseId } });
    expect(started).toMatchObject({
      status: 201,
      json: { state: "answering", kind: "course", time_end: null },
    });
    const attempt = started.json;
    const questions = attempt.questions as Array<{ id: string; answers: Array<{ id: string }> }>;
    // five questions drawn from the pool; a second start while it is open returns the same attempt
    expect(questions).toHaveLength(5);
    expect(
      (await call("POST", "/user/quizzes", { token: t, body: { short_course_id: courseId } })).json.id,
    ).toBe(attempt.id);

    const partial = await call("POST", `/user/quizzes/${attempt.id}`, {
      token: t,
      body: {
        answers: [{ question_id: questions[0].id, answer_id: questions[0].answers[0].id }],
        country: "au",
      },
    });
    expect(partial.status).toBe(400);
    expect(partial.json.message).toMatch(/^answers: Question must be answered/);
    expect(
      (await call("POST", `/user/quizzes/${attempt.id}`, { token: t, body: { answers: "all" } })).json
        .message,
    ).toMatch(/^answers: /);

    const answers = questions.map((q) => ({ question_id: q.id, answer_id: q.answers[0].id }));
    // exactly the drawn questions: an answer to another question is refused
    const foreign = await call("POST", `/user/quizzes/${attempt.id}`, {
      token: t,
      body: { answers: [...answers, { question_id: "not-drawn", answer_id: "a" }], country: "au" },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toMatch(
      /^answers: Answer only the questions of this attempt\. \(not-drawn\)/,
    );
    const bob = tokens["dom.bob"];
    expect(
      (await call("POST", `/user/quizzes/${attempt.id}`, { token: bob, body: { answers, country: "au" } }))
        .status,
    ).toBe(404);

    const marked = await call("POST", `/user/quizzes/${attempt.id}`, {
      token: t,
      body: { answers, country: "au" },
    });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ state: "review", answered: questions.length });
    expect(marked.json.time_end).not.toBeNull();
    expect(marked.json.questions[0].answers.some((a: { is_correct: boolean }) => a.is_correct)).toBe(true);

    const industryAttempt = await call("POST", "/user/quizzes", {
      token: t,
      body: { industry_id: quizIndustryId },
    });
    expect(industryAttempt).toMatchObject({ status: 201, json: { kind: "industry" } });
    expect(
      (
        await call("POST", "/user/quizzes", {
          token: tokens["dom.gb"],
          body: { industry_id: quizIndustryId },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call("POST", "/user/quizzes", { token: t, body: { short_course_id: 999999 } })).status,
    ).toBe(404);

    const completed = await call("GET", "/user/quizzes?status=completed&page_size=1&country=au", {
      token: t,
    });
    expect(completed.json.data).toHaveLength(1);
    expect(completed.json.data[0].id).toBe(attempt.id);
    expect(completed.headers.get("link")).toBeNull();
    expect((await call("GET", "/user/quizzes?country=nz", { token: t })).json.data).toEqual([]);
    expect((await call("GET", "/user/quizzes", { token: bob })).json.data).toEqual([]);
    expect((await call("GET", "/user/quizzes?page_size=500", { token: t })).json.message).toMatch(
      /^page_size: /,
    );
    expect((await call("GET", "/user/quizzes?status=open", { token: t })).json.message).toMatch(/^status: /);

    // three attempts a day per quiz: the fourth start is refused with the day the next opens
    for (let i = 0; i < 2; i++) {
      const again = await call("POST", "/user/quizzes", { token: t, body: { short_course_id: courseId } });
      expect(again.status).toBe(201);
      const qs = again.json.questions as Array<{ id: string; answers: Array<{ id: string }> }>;
      // the next attempt draws different questions
      expect(qs.filter((q) => questions.some((p) => p.id === q.id)).length).toBeLessThanOrEqual(2);
      const submitted = await call("POST", `/user/quizzes/${again.json.id}`, {
        token: t,
        body: { answers: qs.map((q) => ({ question_id: q.id, answer_id: q.answers[0].id })) },
      });
      expect(submitted.status).toBe(200);
    }
    const refused = await call("POST", "/user/quizzes", { token: t, body: { short_course_id: courseId } });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(
      /^You have used the 3 attempts allowed at this test today\. Your next attempt opens on \d\d\/\d\d\/\d{4}\.$/,
    );
  });

  it("points: au cip and cpd, nz cip and cpdnz, gb 404; until picks the period; bad until 400", async () => {
    const t = tokens["dom.alice"];
    const now = await call("GET", "/user/points", { token: t });
    expect(now.status).toBe(200);
    expect(Object.keys(now.json).sort()).toEqual(["cards", "cip", "cpd"]);
    const cip = await call("GET", "/user/points/cip", { token: t });
    expect(cip.json.courses.length + cip.json.total).toBeGreaterThanOrEqual(0);
    const year = new Date().getUTCFullYear();
    const last = await call("GET", `/user/points/cip?until=${year - 1}-12-31`, { token: t });
    expect(last.json.period).toEqual({ start: `${year - 1}-01-01`, end: `${year - 1}-12-31` });
    expect(last.json.total).toBe(0);
    // nothing to certify in a period without points
    expect(last.json.certificate).toEqual({
      available: false,
      message: `There is nothing to certify yet: you have no CIP points in the period 01/01/${year - 1} - 31/12/${year - 1}. Pass a short course or an industry test, or research industries, to earn points.`,
    });
    expect(cip.json.certificate.available).toBe(cip.json.total > 0);
    expect((await call("GET", "/user/points/cpd", { token: t })).status).toBe(200);
    expect((await call("GET", "/user/points/cpdnz", { token: t })).status).toBe(404);
    expect((await call("GET", "/user/points/cip?until=tomorrow", { token: t })).json.message).toMatch(
      /^until: /,
    );

    const kiwi = tokens["dom.kiwi"];
    expect(Object.keys((await call("GET", "/user/points", { token: kiwi })).json).sort()).toEqual([
      "cards",
      "cip",
      "cpdnz",
    ]);
    expect((await call("GET", "/user/points/cpdnz", { token: kiwi })).status).toBe(200);
    expect((await call("GET", "/user/points/cpd", { token: kiwi })).status).toBe(404);

    const gb = tokens["dom.gb"];
    for (const p of ["/user/points", "/user/points/cip", "/user/points/cpd"])
      expect((await call("GET", p, { token: gb })).status, p).toBe(404);
  });

  it("catnet: layers and map on a natcat host only; bad coordinates and layers 400", async () => {
    const t = tokens["dom.alice"];
    const host = "natcat.api.test";
    expect((await call("GET", "/catnet/layers?longitude=151.2&latitude=-33.87", { token: t })).status).toBe(
      404,
    );
    const layers = await call("GET", "/catnet/layers?longitude=151.2&latitude=-33.87", { token: t, host });
    expect(layers.status).toBe(200);
    expect(layers.json).toHaveLength(16);
    expect(layers.json[0].analysis.graph_value).toBeGreaterThanOrEqual(layers.json[15].analysis.graph_value);
    expect(layers.json[0].map).toMatch(/^\/api\/v2\/catnet\/map\?LayerId=/);
    expect(
      (await call("GET", "/catnet/layers?longitude=151.2&latitude=-95", { token: t, host })).json.message,
    ).toMatch(/^latitude: /);
    expect((await call("GET", "/catnet/layers?latitude=1", { token: t, host })).json.message).toMatch(
      /^longitude: /,
    );

    const map = await call("GET", "/catnet/map?LayerId=bushfire&Longitude=151.2&Latitude=-33.87&Zoom=4", {
      token: t,
      host,
    });
    expect(map.status).toBe(200);
    expect(map.headers.get("content-type")).toMatch(/^image\//);
    expect(map.bytes!.length).toBeGreaterThan(0);
    expect(
      (await call("GET", "/catnet/map?LayerId=lava&Longitude=151.2&Latitude=-33.87", { token: t, host })).json
        .message,
    ).toMatch(/^LayerId: /);
    expect(
      (await call("GET", "/catnet/map?LayerId=bushfire&Longitude=151.2&Latitude=-33.87", { token: t }))
        .status,
    ).toBe(404);
  });

  it("every new endpoint needs a token (401)", async () => {
    for (const e of ENDPOINTS.filter((x) => x.auth)) {
      const path = e.path.replace(/\{\w+\}/g, "1");
      expect((await call(e.method, path)).status, `${e.method} ${e.path}`).toBe(401);
    }
  });
});
