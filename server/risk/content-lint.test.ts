import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DIR, loadContentPack } from "../content/pack";
import { assembleContent } from "./assemble";
import type { FlagshipPack } from "../content/flagship-pack";
import { flagshipLines, lintFlagship } from "./flagship-lint";
import { checkEntryRatings, lintIndustry, pageLines } from "./lint";
import { hazardIndex, levelsFor, riskModelFromPack, type RiskModel } from "./model";

/**
 * The content lint of issue 17: every industry's page (all main industries, assembled from the
 * model without a database) checked line by line against the reach rules of server/risk/lint.ts.
 * Its first rows are the cases the issue found.
 */
let model: RiskModel;
let main: Array<{ code: string; name: string; anzsic: string }>;
let flagships: FlagshipPack[];
const byName = (name: string) => {
  const found = main.find((r) => r.name === name);
  if (!found) throw new Error(`no main industry named ${name}`);
  return found;
};
const rating = (name: string, slug: string) =>
  hazardIndex(model, byName(name), "au").find((i) => i.slug === slug);
/** What the industry's pages say: its flagship write-up where it has one, else its assembled page. */
const allText = (name: string) => {
  const flagship = flagships.find((f) => f.code === byName(name).code);
  return flagship
    ? flagshipLines(flagship).map((l) => l.text)
    : pageLines(model, byName(name)).lines.map((l) => l.text);
};

beforeAll(() => {
  const { pack, errors } = loadContentPack(CONTENT_DIR);
  expect(errors).toEqual([]);
  model = riskModelFromPack(pack!.risk, pack!.entries);
  main = pack!.industries.filter((r) => !r.alias_of);
  flagships = pack!.flagships;
}, 60_000);

describe("the issue's cases", () => {
  it("Funeral Director: nothing about stock that spoils or is recalled", () => {
    expect(allText("Funeral Director").filter((t) => /\bspoil|\brecall/i.test(t))).toEqual([]);
    expect(rating("Funeral Director", "deterioration_of_stock_in_cold_storage")).toBeUndefined();
  });

  it("IT Consultant: nothing about digging or underground services", () => {
    expect(allText("IT Consultant").filter((t) => /\bdig|underground|excavat/i.test(t))).toEqual([]);
  });

  it("Modern Australian Restaurant: no welding slag, and its fire reason is about its own cooking", () => {
    const text = allText("Modern Australian Restaurant");
    expect(text.filter((t) => /weld|slag/i.test(t))).toEqual([]);
    expect(rating("Modern Australian Restaurant", "property_damage")!.reasons.join(" ")).toMatch(
      /grill|fryer|hot oil|wok|flame/i,
    );
  });

  it("Nightclub: no question whether the premises are unattended at night", () => {
    expect(allText("Nightclub").filter((t) => /unattended at night/i.test(t))).toEqual([]);
  });

  it("Explosives Manufacturing: its page speaks of explosive substances, and property is HIGH", () => {
    const page = assembleContent(model, byName("Explosives Manufacturing"));
    expect(page.exposures.some((e) => /explosi/i.test(e))).toBe(true);
    expect(rating("Explosives Manufacturing", "property_damage")!.grade).toBe("HIGH");
    expect(rating("Explosives Manufacturing", "property_damage")!.reasons.join(" ")).toMatch(/explosive/);
  });

  it("Solicitor and Accountant: trust money held, Crime not LOW, with a reason naming it", () => {
    for (const name of ["Solicitor", "Accountant"]) {
      expect(levelsFor(model, byName(name)).client_money).toBeGreaterThanOrEqual(2);
      const crime = rating(name, "crime")!;
      expect(crime.grade).not.toBe("LOW");
      expect(crime.reasons.join(" ")).toMatch(/trust|client/i);
    }
  });

  it("Electrician: Public Liability above Management Liability", () => {
    expect(rating("Electrician", "public_liability")!.rating).toBeGreaterThan(
      rating("Electrician", "management_liability")!.rating,
    );
  });

  it("Childcare Centre: the top class is not Management Liability", () => {
    const top = hazardIndex(model, byName("Childcare Centre"), "au").sort((a, b) => b.rating - a.rating)[0];
    expect(top.slug).not.toBe("management_liability");
    expect(top.slug).toBe("public_liability");
  });

  it("Cafe: Product Recall is not HIGH", () => {
    expect(rating("Cafe", "product_recall_product_contamination")!.grade).not.toBe("HIGH");
  });
});

describe("every flagship write-up", () => {
  it("breaks no reach rule, lists its three highest-rated classes, and backs trust money with Crime", () => {
    expect(flagships.length).toBeGreaterThanOrEqual(300);
    const problems = flagships.flatMap((f) => lintFlagship(model, f).map((p) => `${f.code} ${f.name}: ${p}`));
    expect(problems.slice(0, 40)).toEqual([]);
  });
});

describe("every industry's page", () => {
  it("breaks no reach rule on any line", () => {
    expect(main.length).toBeGreaterThan(7000);
    const problems = main.flatMap((industry) => lintIndustry(model, industry));
    expect(problems.slice(0, 40)).toEqual([]);
  });

  it("shows no reason that carries no information", () => {
    const empty = main.flatMap((industry) =>
      hazardIndex(model, industry, "au")
        .filter((i) => i.reasons.some((r) => /close to the baseline|none of the usual drivers/i.test(r)))
        .map((i) => `${industry.code} ${i.slug}`),
    );
    expect(empty).toEqual([]);
  });

  it("keeps every entry's ratings consistent with its own text", () => {
    const problems = main
      .filter((industry) => model.entries.has(industry.code))
      .flatMap((industry) =>
        checkEntryRatings(model, industry).problems.map((p) => `${industry.code}: ${p}`),
      );
    expect(problems).toEqual([]);
  });
});
