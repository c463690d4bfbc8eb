import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  applyRowAction,
  buildingCostFromQuery,
  estimateBuildingCost,
  formFromQuery,
  formToQuery,
  MAX_ROWS,
  parseArea,
  validateForm,
} from "./building-cost";
import { buildingCostData, loadBuildingCostData } from "./building-cost-data";

const data = buildingCostData();
const q = (s: string) => new URLSearchParams(s);

describe("building cost content", () => {
  it("has about 200 Australian and 36 New Zealand places, every one in a known state or region", () => {
    expect(data.cities.au.length).toBeGreaterThanOrEqual(195);
    expect(data.cities.nz).toHaveLength(36);
    expect(data.industries.map((i) => i.label)).toEqual([
      "Agricultural",
      "Bank",
      "Clubs Hotels Motels",
      "Commercial",
      "Industrial",
      "Parking",
      "Residential",
      "Retail",
    ]);
    const agricultural = data.industries[0].types.map((t) => t.label);
    for (const t of [
      "Bulk Storage Shed",
      "Hay Shed (open)",
      "Hay Shed (partially enclosed)",
      "Shearing Shed",
    ])
      expect(agricultural).toContain(t);
  });

  it("has the spec's site-feature catalogue", () => {
    expect(
      Object.fromEntries(data.site_features.map((f) => [f.label, f.materials.map((m) => m.label)])),
    ).toEqual({
      Carpark: ["Bitumen (open)", "Concrete (open)", "Concrete (underground)", "Concrete (above ground)"],
      Fencing: ["Security mesh", "Timber paling"],
      "Retaining Walls": [
        "Brick (230mm)",
        "Brick (350mm)",
        "Brick (470mm)",
        "Block (core filled)",
        "Keystone (core filled)",
        "Precast Concrete (light)",
        "Precast Concrete (heavy)",
      ],
    });
  });

  it("reports a city in an unknown state and a missing rate with file and row", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-bc-"));
    fs.cpSync(path.resolve("content/calculators"), path.join(dir, "content", "calculators"), {
      recursive: true,
    });
    fs.appendFileSync(path.join(dir, "content/calculators/cities-au.csv"), "Nowhere,XYZ\n");
    const rates = path.join(dir, "content/calculators/building-rates-nz.csv");
    fs.writeFileSync(rates, fs.readFileSync(rates, "utf8").split("\n").slice(0, -3).join("\n") + "\n");
    const { data: loaded, errors } = loadBuildingCostData(path.join(dir, "content"));
    expect(loaded).toBeNull();
    const reasons = errors.map((e) => `${e.file}:${e.row ?? "-"} ${e.reason}`);
    expect(reasons.some((r) => /cities-au\.csv:\d+ state "XYZ" is not one of/.test(r))).toBe(true);
    expect(reasons.some((r) => /building-rates-nz\.csv:- no rates for building type/.test(r))).toBe(true);
  });
});

describe("rows are added and removed by submit buttons", () => {
  it("adds and removes rows, keeping at least one and at most MAX_ROWS", () => {
    const form = formFromQuery(q("country=au&btype=shearing_shed&barea=300"));
    expect(form.buildings).toHaveLength(1);
    const added = applyRowAction(form, q("add=building"))!;
    expect(added.buildings).toEqual([
      { type: "shearing_shed", area: "300" },
      { type: "", area: "" },
    ]);
    expect(applyRowAction(added, q("remove=b-0"))!.buildings).toEqual([{ type: "", area: "" }]);
    expect(applyRowAction(form, q("remove=b-0"))!.buildings).toEqual([{ type: "", area: "" }]);
    expect(applyRowAction(form, q("add=site"))!.sites).toHaveLength(2);
    expect(applyRowAction(form, q(""))).toBeNull();
    let big = form;
    for (let i = 0; i < MAX_ROWS + 3; i++) big = applyRowAction(big, q("add=building"))!;
    expect(big.buildings).toHaveLength(MAX_ROWS);
    // The query round-trips.
    expect(formFromQuery(formToQuery(added))).toEqual(added);
  });
});

describe("validation", () => {
  it("needs a state of the country, an industry, and types and materials that belong together", () => {
    const form = formFromQuery(
      q(
        "country=au&state=Auckland&industry=agricultural&btype=office_low&barea=100&sfeature=fencing&smaterial=carpark_bitumen_open&sarea=abc",
      ),
    );
    const { errors, input } = validateForm(form, data);
    expect(input).toBeNull();
    expect(errors).toMatchObject({
      state: "Choose a state or region of the chosen country",
      "b-0-type": "Choose a building type of the Agricultural industry",
      "s-0-material": "Choose a material for Fencing",
      "s-0-area": "Gross area must be a number of square metres",
    });
  });

  it("ignores empty rows but needs at least one row", () => {
    const { errors } = validateForm(formFromQuery(q("country=nz&state=Otago&industry=retail")), data);
    expect(errors).toEqual({ form: "Add at least one building or site feature with its area" });
  });

  it("accepts a region only inside the chosen state", () => {
    const base = "country=au&state=NSW&industry=industrial&btype=warehouse&barea=1000";
    expect(validateForm(formFromQuery(q(`${base}&region=Dubbo`)), data).errors).toEqual({});
    expect(validateForm(formFromQuery(q(`${base}&region=Geelong`)), data).errors.region).toBeDefined();
  });

  it("parses areas with separators and rejects nonsense", () => {
    expect(parseArea("1,250")).toBe(1250);
    expect(parseArea("")).toBeNull();
    expect(parseArea("0")).toBe("invalid");
    expect(parseArea("-5")).toBe("invalid");
    expect(parseArea("12e3")).toBe("invalid");
  });
});

describe("indicative estimate", () => {
  it("rates buildings per state, site features by location factor, adds fees and demolition", () => {
    const { errors, input } = validateForm(
      formFromQuery(
        q(
          "country=au&state=NSW&industry=agricultural&complexity=simple&btype=shearing_shed&barea=400&btype=hay_shed_open&barea=1,000&sfeature=fencing&smaterial=fencing_security_mesh&sarea=200",
        ),
      ),
      data,
    );
    expect(errors).toEqual({});
    const e = estimateBuildingCost(input!, data);
    const shearing = data.rates.au.shearing_shed.NSW;
    const hay = data.rates.au.hay_shed_open.NSW;
    const mesh = Math.round(110 * data.location_factors.au.NSW);
    expect(e.lines.map((l) => l.cost)).toEqual([400 * shearing, 1000 * hay, 200 * mesh]);
    expect(e.construction).toBe(400 * shearing + 1000 * hay + 200 * mesh);
    expect(e.professionalFees).toBe(Math.round(e.construction * 0.12));
    expect(e.demolition).toBe(Math.round(e.construction * 0.1));
    expect(e.total).toBe(e.construction + e.professionalFees + e.demolition);
    expect(e.rounded % 1000).toBe(0);
    expect(e.currency).toBe("AUD");
    expect(e.period).toEqual({ label: "Up to $1.5 million", weeks: "12-20", complexity: "simple" });
  });

  it("costs more in the Northern Territory than in South Australia, and uses NZD in New Zealand", () => {
    const run = (country: string, state: string) =>
      buildingCostFromQuery(
        q(`country=${country}&state=${state}&industry=industrial&btype=warehouse&barea=2000&estimate=1`),
        data,
      ).estimate!;
    expect(run("au", "NT").total).toBeGreaterThan(run("au", "SA").total);
    expect(run("nz", "Auckland").currency).toBe("NZD");
  });

  it("picks the construction period band by the total", () => {
    const e = buildingCostFromQuery(
      q("country=au&state=VIC&industry=commercial&complexity=complex&btype=office_mid&barea=5000&estimate=1"),
      data,
    ).estimate!;
    expect(e.total).toBeGreaterThan(15_000_000);
    expect(e.period).toMatchObject({ label: "$15 million to $50 million", weeks: "70-104" });
  });
});

describe("construction-period bands as shown", () => {
  it("are built from the table's values with the given amount formatter", async () => {
    const { periodBandLabel } = await import("./building-cost");
    const periods = [{ up_to: 1_500_000 }, { up_to: 3_000_000 }, { up_to: null }];
    const money = (n: number) => `€${n}`;
    expect(periodBandLabel(periods, 0, money)).toBe("Up to €1.5 million");
    expect(periodBandLabel(periods, 1, money)).toBe("€1.5 million to €3 million");
    expect(periodBandLabel(periods, 2, money)).toBe("Over €3 million");
  });
});
