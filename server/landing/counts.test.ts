import { beforeEach, describe, expect, it } from "vitest";
import type { DbOrTx } from "../db/client";
import { clearLandingCounts, landingCounts, LANDING_COUNTS_MS } from "./counts";

/** A stand-in database answering the two count queries with the current figures. */
function countingDb(figures: { industries: number; classes: number }) {
  let queries = 0;
  let call = 0;
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          queries++;
          return [{ n: call++ % 2 === 0 ? figures.industries : figures.classes }];
        },
      }),
    }),
  };
  return { db: db as unknown as DbOrTx, queries: () => queries };
}

describe("landing counters (bounded staleness, issue #22)", () => {
  beforeEach(() => clearLandingCounts());

  it("are read once per LANDING_COUNTS_MS per process, then read again", async () => {
    const figures = { industries: 7478, classes: 12 };
    const { db, queries } = countingDb(figures);
    const t0 = 1_800_000_000_000;
    expect(await landingCounts(db, t0)).toEqual({ industries: 7478, classes: 12 });
    figures.industries = 7500;
    expect(await landingCounts(db, t0 + LANDING_COUNTS_MS - 1)).toEqual({ industries: 7478, classes: 12 });
    expect(queries()).toBe(2);
    expect(await landingCounts(db, t0 + LANDING_COUNTS_MS)).toEqual({ industries: 7500, classes: 12 });
    expect(queries()).toBe(4);
  });
});
