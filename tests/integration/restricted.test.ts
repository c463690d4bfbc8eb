import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as checklistRoute from "~/app/routes/app/industries/checklist";
import * as hazardRoute from "~/app/routes/app/industries/hazard-index";
import * as assessmentRoute from "~/app/routes/app/industries/risk-assessment";
import * as previewRoute from "~/app/routes/app/report/preview";
import * as tailoredRoute from "~/app/routes/app/report/tailored";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * Restricted users through the route loaders (decision 0011): the demo user restricted.au
 * (property damage, business interruption, public liability) against advisor.au, on the Cafe
 * flagship, which has a Crime assessment and Crime checklist questions. What a loader returns is
 * what reaches the browser, so Crime's content must not be anywhere in the restricted user's data.
 */
let H: RouteHarness;
let cafe = 0;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  H = await routeHarness();
  cafe = await H.industryId("RC-4511-001");
  for (const u of ["restricted.au", "advisor.au"]) cookies[u] = await H.cookieFor(u);
}, 180_000);
afterAll(async () => {
  await H?.close();
});

const page = (fn: unknown, user: string, rest: string, params: Record<string, string> = {}) =>
  callRoute(fn, {
    url: `/industries/${cafe}${rest}`,
    cookie: cookies[user],
    params: { id: String(cafe), ...params },
  });

type HazardData = {
  items: Array<{ slug: string; reasons: string[] }>;
  inactive: Array<Record<string, unknown>>;
  assessed: string[];
  open: { slug: string; reasons: string[] } | null;
};

describe("hazard index loader", () => {
  it("lists Crime by name only for the restricted user and never opens its summary", async () => {
    const open = (await page(hazardRoute.loader, "advisor.au", "/hazard-index?summary=crime"))
      .body as HazardData;
    expect(open.open?.slug).toBe("crime");
    expect(open.assessed).toContain("crime");
    const reason = open.open!.reasons[0];

    const res = await page(hazardRoute.loader, "restricted.au", "/hazard-index?summary=crime");
    expect(res.status).toBe(200);
    const mine = res.body as HazardData;
    expect(mine.open).toBeNull();
    expect(mine.items.map((i) => i.slug).sort()).toEqual([
      "business_interruption",
      "property_damage",
      "public_liability",
    ]);
    expect(mine.inactive.find((c) => c.slug === "crime")).toEqual({ id: 3, slug: "crime", name: "Crime" });
    expect(mine.assessed).not.toContain("crime");
    expect(JSON.stringify(mine)).not.toContain(reason);
    // An active class's summary still opens.
    const pd = (await page(hazardRoute.loader, "restricted.au", "/hazard-index?summary=property_damage"))
      .body as HazardData;
    expect(pd.open?.reasons.length).toBeGreaterThan(0);
  });
});

describe("risk checklist loader", () => {
  it("shows Crime as not included, without its questions, and ?class=crime is 403", async () => {
    const open = await page(checklistRoute.loader, "advisor.au", "/risk-checklist?type=Key&class=crime");
    const openBody = open.body as {
      current: { slug: string };
      sections: Array<{ questions: Array<{ question: string }> }>;
    };
    expect(openBody.current.slug).toBe("crime");
    const crimeQuestion = openBody.sections[0].questions[0].question;

    const mine = await page(checklistRoute.loader, "restricted.au", "/risk-checklist?type=Key");
    const body = mine.body as {
      classes: Array<{ slug: string }>;
      notIncluded: Array<{ slug: string; name: string }>;
    };
    expect(body.classes.map((c) => c.slug)).not.toContain("crime");
    expect(body.notIncluded).toContainEqual({ slug: "crime", name: "Crime" });
    expect(JSON.stringify(body)).not.toContain(crimeQuestion);

    const refused = await page(
      checklistRoute.loader,
      "restricted.au",
      "/risk-checklist?type=Key&class=crime",
    );
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toContain(
      "Crime is not included in your subscription",
    );
    // The class-independent questions ("All classes") stay.
    const general = await page(checklistRoute.loader, "restricted.au", "/risk-checklist?type=General");
    expect((general.body as { current: { slug: string } }).current.slug).toBe("core");
  });
});

describe("risk assessment loader", () => {
  it("answers 403 for Crime's document, lists it as not included, and opens allowed classes", async () => {
    const open = await page(assessmentRoute.loader, "advisor.au", "/risk-assessment/crime", {
      classSlug: "crime",
    });
    expect(open.status).toBe(200);
    const crimeText = (open.body as { sections: Array<{ text: string }> }).sections[0].text;

    const refused = await page(assessmentRoute.loader, "restricted.au", "/risk-assessment/crime", {
      classSlug: "crime",
    });
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toBe(
      "Crime is not included in your subscription. Contact us to add this insurance class to your subscription.",
    );
    expect(JSON.stringify(refused.body)).not.toContain(crimeText);

    const index = await page(assessmentRoute.loader, "restricted.au", "/risk-assessment");
    const body = index.body as {
      menu: Array<{ slug: string }>;
      notIncluded: Array<{ slug: string }>;
      current: { slug: string };
    };
    expect(body.menu.map((m) => m.slug)).not.toContain("crime");
    expect(body.notIncluded.map((m) => m.slug)).toContain("crime");
    expect(["property_damage", "business_interruption", "public_liability"]).toContain(body.current.slug);
    expect(JSON.stringify(body)).not.toContain(crimeText);
  });
});

describe("report loaders", () => {
  it("the quick report preview leaves Crime out for the restricted user only", async () => {
    type Doc = {
      doc: { hazard: { items: Array<{ slug: string }> }; checklist: Array<{ className: string }> };
    };
    const open = (await page(previewRoute.loader, "advisor.au", "/risk-report/preview?kind=quick"))
      .body as Doc;
    expect(open.doc.hazard.items.map((i) => i.slug)).toContain("crime");
    expect(open.doc.checklist.map((c) => c.className)).toContain("Crime");
    const mine = (await page(previewRoute.loader, "restricted.au", "/risk-report/preview?kind=quick"))
      .body as Doc;
    expect(mine.doc.hazard.items.map((i) => i.slug)).not.toContain("crime");
    expect(mine.doc.checklist.map((c) => c.className)).not.toContain("Crime");
  });

  it("a crafted move of Crime on the tailored board is refused with the reason", async () => {
    const res = await callRoute(tailoredRoute.action, {
      url: `/industries/${cafe}/report/tailored-report`,
      cookie: cookies["restricted.au"],
      params: { id: String(cafe) },
      form: [
        ["intent", "move"],
        ["classId", "3"],
        ["to", "for_review"],
        ["js", "1"],
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      ok: false,
      message: "This insurance class is not included in your subscription.",
    });
  });
});
