import { describe, expect, it } from "vitest";
import { REPORT_THEMES, themesFor } from "../reports/themes";
import { partnerForHost } from "./partners";
import { appThemeForHost, companyReportThemes, onSite } from "./site";

describe("white-label partner by host", () => {
  it.each([
    ["acme.riskcoach.example", "acme"],
    ["ACME.riskcoach.example", "acme"],
    ["app.acme-brokers.example", "acme"],
    ["beacon.example:8080", "beacon"],
    ["portal.beaconhill.example", "beacon"],
    ["www.riskcoach.example", null],
    ["www.riskcoach.acme.example", null],
    ["localhost:3000", null],
    ["127.0.0.1:3000", null],
    ["[::1]:3000", null],
  ])("%s → %s", (host, key) => {
    expect(partnerForHost(host)?.key ?? null).toBe(key);
  });
});

describe("app theme by host", () => {
  it("uses the first matching rule, else the configured default", () => {
    expect(appThemeForHost("natcat.riskcoach.example", "natcat=natcat", "general")).toBe("natcat");
    expect(appThemeForHost("www.riskcoach.example", "natcat=natcat", "general")).toBe("general");
    expect(appThemeForHost("cat.example", "cat.example=natcat,natcat=general", "general")).toBe("natcat");
    expect(appThemeForHost("x.example", "broken,=natcat,x=purple", "natcat")).toBe("natcat");
  });
});

describe("a signed-in user on a site (the web guard and the API both use this)", () => {
  it("takes the app theme and the partner of the request's host, whatever the user carried", () => {
    const user = { id: 7, appTheme: "natcat" as const, partner: "beacon" };
    const acme = new Request("http://internal/dashboard", { headers: { host: "acme.riskcoach.example" } });
    expect(onSite(user, acme)).toEqual({ id: 7, appTheme: "general", partner: "acme" });
    expect(onSite(user, new Request("http://localhost:3000/dashboard"))).toEqual({
      id: 7,
      appTheme: "general",
      partner: null,
    });
    expect(user.partner).toBe("beacon");
  });
});

describe("report themes by site and company", () => {
  it("a partner host offers only its partner's themes, with no default theme", () => {
    expect(themesFor("acme").map((t) => t.id)).toEqual(["acme-classic", "acme-light"]);
    expect(themesFor(null).map((t) => t.id)).toEqual(REPORT_THEMES.map((t) => t.id));
    expect(themesFor("unknown-partner").map((t) => t.id)).toEqual(REPORT_THEMES.map((t) => t.id));
  });
  it("a company's preselected partner theme stays available off the partner host", () => {
    expect(themesFor(null, "beacon").map((t) => t.id)).toContain("beacon");
    expect(themesFor(null, "nope").map((t) => t.id)).toEqual(REPORT_THEMES.map((t) => t.id));
  });
  it("company theme configuration parses id:theme pairs and ignores junk", () => {
    expect(companyReportThemes("12:acme-classic, 13:acme-classic,x:y,14:beacon,15:")).toEqual({
      12: "acme-classic",
      13: "acme-classic",
      14: "beacon",
    });
    expect(Object.keys(companyReportThemes(undefined))).toHaveLength(4);
  });
});
