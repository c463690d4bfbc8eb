import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import type { DbHandle } from "../db/client";
import { industries } from "../db/schema";
import { grade, hazardIndex, riskModel, type RiskModel } from "./model";
import { groupChecklist, industryContent } from "./writeups";

describe("grades", () => {
  it("follow the spec's bands", () => {
    expect([0, 25, 26, 60, 61, 100].map(grade)).toEqual(["LOW", "LOW", "MEDIUM", "MEDIUM", "HIGH", "HIGH"]);
  });
});

describe.each(dbKinds())("risk model on %s", (kind) => {
  let h: DbHandle;
  let model: RiskModel;
  const byName = async (name: string) => {
    const [row] = await h.db
      .select({ code: industries.code, anzsic: industries.anzsic })
      .from(industries)
      .where(sql`${industries.name} = ${name} and ${industries.aliasOfId} is null`);
    return row;
  };
  const rating = async (name: string, slug: string, country: "au" | "nz" | "gb" = "au") =>
    hazardIndex(model, await byName(name), country).find((i) => i.slug === slug)?.rating;

  beforeAll(async () => {
    h = await freshDatabase(kind, "content");
    model = await riskModel(h.db);
  }, 120_000);
  afterAll(async () => {
    await h.close();
  });

  it("pins ratings whose direction is obvious", async () => {
    expect(await rating("Sawmill", "property_damage")).toBeGreaterThan(
      (await rating("Accountant", "property_damage"))!,
    );
    expect(await rating("Accountant", "professional_indemnity")).toBeGreaterThan(
      (await rating("Sawmill", "professional_indemnity")) ?? 0,
    );
    expect(await rating("Accountant", "cyber_risks")).toBeGreaterThan(
      (await rating("Sawmill", "cyber_risks"))!,
    );
    expect(await rating("Interstate Freight Carrier", "motor")).toBeGreaterThan(60);
    expect(await rating("Cold Storage Warehouse", "deterioration_of_stock_in_cold_storage")).toBeGreaterThan(
      60,
    );
    expect(await rating("Pub", "public_liability")).toBeGreaterThan(
      (await rating("Accountant", "public_liability"))!,
    );
  });

  it("rates only the classes that apply to a trade", async () => {
    const accountant = hazardIndex(model, await byName("Accountant"), "au").map((i) => i.slug);
    expect(accountant).not.toContain("deterioration_of_stock_in_cold_storage");
    expect(accountant).not.toContain("product_recall_product_contamination");
    const cafe = hazardIndex(model, await byName("Cafe"), "au").map((i) => i.slug);
    expect(cafe).toContain("product_recall_product_contamination");
  });

  it("applies the country rules: employers' liability lines only for au", async () => {
    const cafe = await byName("Cafe");
    expect(
      hazardIndex(model, cafe, "au").some((i) => i.slug === "employer_liability_workers_compensation"),
    ).toBe(true);
    for (const country of ["nz", "gb"] as const) {
      expect(hazardIndex(model, cafe, country).some((i) => i.slug.startsWith("employer_liability"))).toBe(
        false,
      );
    }
  });

  it("serves a flagship's own write-up, and derives content for other industries from their risk profile", async () => {
    const idOf = async (name: string) => {
      const [row] = await h.db
        .select({ id: industries.id, code: industries.code, anzsic: industries.anzsic })
        .from(industries)
        .where(sql`${industries.name} = ${name} and ${industries.aliasOfId} is null`);
      return row;
    };
    const cafe = await industryContent(h.db, model, await idOf("Cafe"));
    expect(cafe.derived).toBe(false);
    expect(cafe.exposures.length).toBeGreaterThanOrEqual(6);
    expect(cafe.related.length).toBeGreaterThanOrEqual(5);
    expect(groupChecklist(cafe.checklist, "Key").get("property_damage")!.size).toBeGreaterThan(0);

    const coffee = await industryContent(h.db, model, await idOf("Roastery Cafe"));
    expect(coffee.derived).toBe(true);
    expect(coffee.exposures.length).toBeGreaterThanOrEqual(3);
    expect(coffee.mainClasses.length).toBeGreaterThanOrEqual(3);
    for (const slug of coffee.mainClasses) {
      expect(coffee.riskDescriptions[slug].map((s) => s.heading)).toEqual([
        "What can go wrong",
        "How losses happen",
        "Good risk management",
      ]);
    }
    expect(groupChecklist(coffee.checklist, "Key").size).toBeGreaterThan(0);
    expect(groupChecklist(coffee.checklist, "Core").get("core")!.size).toBeGreaterThanOrEqual(3);
    expect(coffee.related.every((r) => r.code.startsWith("RC-4511-"))).toBe(true);
  });

  it("gives every industry ratings, each MEDIUM or HIGH one with a reason that carries information", async () => {
    const all = await h.db
      .select({ code: industries.code, anzsic: industries.anzsic })
      .from(industries)
      .where(sql`${industries.aliasOfId} is null`);
    expect(all.length).toBeGreaterThan(7000);
    const problems: string[] = [];
    for (const industry of all) {
      const items = hazardIndex(model, industry, "au");
      if (items.length < 5) problems.push(`${industry.code}: only ${items.length} classes rated`);
      for (const item of items) {
        // A class without a prominent driver has no reason line ("close to the baseline" is retired,
        // issue 17); a rating a broker would ask about always says why.
        if (item.rating < 0 || item.rating > 100 || (item.grade !== "LOW" && item.reasons.length === 0))
          problems.push(`${industry.code} ${item.slug} ${item.rating} without a reason`);
        if (item.reasons.some((r) => /close to the baseline|none of the usual drivers/i.test(r)))
          problems.push(`${industry.code} ${item.slug}: a reason that says nothing`);
      }
    }
    expect(problems).toEqual([]);
  });
});
