import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { createUser } from "../accounts/users";
import type { DbHandle } from "../db/client";
import { users } from "../db/schema";
import { searchPlaces } from "../geo/gazetteer";
import {
  businessLocation,
  natcatProfilesFor,
  natcatReportData,
  setBusinessLocation,
  suggestPlaces,
} from "./index";
import { eq } from "drizzle-orm";

const newUser = (db: DbHandle["db"], userName: string) =>
  createUser(db, {
    userName,
    password: "natcat-password-2026",
    personName: "Nat Cat",
    email: `${userName}@example.com`,
    country: "au",
    companyName: "Natcat Brokers",
    acceptedToc: true,
  });

describe.each(dbKinds())("business location on %s", (kind) => {
  let h: DbHandle;
  let alice: number;
  let bob: number;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    alice = await newUser(h.db, "alice.natcat");
    bob = await newUser(h.db, "bob.natcat");
  });
  afterAll(async () => {
    await h.close();
  });

  it("is empty until set; natcatProfilesFor then has no profiles", async () => {
    expect(await businessLocation(h.db, alice)).toBeNull();
    expect(await natcatProfilesFor(h.db, alice)).toEqual({ location: null, profiles: [], error: null });
  });

  it("keeps address, lat, lng and postcode per user, and replaces it on a new choice", async () => {
    const [parramatta] = searchPlaces("parramatta", { countries: ["AU"], limit: 1 });
    expect(parramatta).toBeTruthy();
    const saved = await setBusinessLocation(h.db, alice, parramatta.id);
    expect(saved).toMatchObject({
      placeId: parramatta.id,
      address: parramatta.label,
      postcode: parramatta.postcode,
    });
    expect(await businessLocation(h.db, alice)).toEqual(saved);
    expect(await businessLocation(h.db, bob)).toBeNull();

    const [wellington] = searchPlaces("Wellington", { countries: ["NZ"], limit: 1 });
    await setBusinessLocation(h.db, alice, wellington.id);
    const now = await businessLocation(h.db, alice);
    expect(now?.placeId).toBe(wellington.id);
    expect(now?.lat).toBeCloseTo(wellington.lat, 5);
    expect(now?.postcode).toBe(wellington.postcode);
  });

  it("an unknown place id changes nothing", async () => {
    const before = await businessLocation(h.db, alice);
    expect(await setBusinessLocation(h.db, alice, "au:0000:NOWHERE")).toBeNull();
    expect(await businessLocation(h.db, alice)).toEqual(before);
  });

  it("natcatProfilesFor returns the 16 profiles sorted by graph_value descending, with map addresses", async () => {
    const result = await natcatProfilesFor(h.db, alice);
    expect(result.error).toBeNull();
    expect(result.profiles).toHaveLength(16);
    const values = result.profiles.map((p) => p.analysis.graph_value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(result.profiles[0].map).toMatch(/^\/natcat\/map\/[a-z]+\?lat=-41\.\d+&lng=174\.\d+&zoom=4$/);
  });

  it("natcatReportData embeds the maps of graded layers as data: URIs", async () => {
    const report = await natcatReportData(h.db, alice);
    const graded = report.profiles.filter((p) => p.analysis.risk_description).map((p) => p.id);
    expect(graded.length).toBeGreaterThan(0);
    expect(Object.keys(report.mapImages).sort()).toEqual([...graded].sort());
    for (const uri of Object.values(report.mapImages)) expect(uri).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it("the place in the address is the location; else the business location (issue 20)", async () => {
    const kept = await businessLocation(h.db, alice);
    const cairns = await natcatProfilesFor(h.db, alice, "au:4870:CAIRNS");
    expect(cairns.location).toMatchObject({
      placeId: "au:4870:CAIRNS",
      address: "Cairns QLD 4870, Australia",
    });
    expect(cairns.profiles.find((p) => p.id === "windspeed")?.analysis.risk_description).toBe("high");
    // Looking at a place does not change the kept business location.
    expect(await businessLocation(h.db, alice)).toEqual(kept);
    expect((await natcatProfilesFor(h.db, alice, "au:0000:NOWHERE")).location).toEqual(kept);
    expect((await natcatProfilesFor(h.db, alice, null)).location).toEqual(kept);
  });

  it("suggestions list the user's own country first", () => {
    expect(suggestPlaces("wellington", "nz")[0].label).toBe("Wellington, Wellington, New Zealand");
    expect(suggestPlaces("wellington", "au")[0].label).toMatch(/Australia$/);
    expect(suggestPlaces("wellington", "others").length).toBeGreaterThan(1);
  });

  it("is deleted with its user", async () => {
    await setBusinessLocation(h.db, bob, searchPlaces("Melbourne", { countries: ["AU"], limit: 1 })[0].id);
    await h.db.delete(users).where(eq(users.id, bob));
    expect(await businessLocation(h.db, bob)).toBeNull();
  });
});
