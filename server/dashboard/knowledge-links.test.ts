import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../accounts/viewer";
import { knowledgeLinks } from "./dashboard";

/** The knowledge/help card (platform §2): per app theme, Help with Claims only for au and nz. */
const user = (country: CurrentUser["country"], appTheme: CurrentUser["appTheme"]) =>
  ({ country, appTheme, roles: [], partner: null, allowedClassIds: null }) as unknown as CurrentUser;
const labels = (u: CurrentUser) => knowledgeLinks(u, "sso").map((l) => l.label);

describe("knowledge links", () => {
  it("the natcat site: its own two links, whatever the country", () => {
    for (const country of ["au", "nz", "gb", "others"] as const)
      expect(labels(user(country, "natcat"))).toEqual(["Help & Support", "Talk to the Team"]);
  });

  it("the general site: Help with Claims for au and nz, Support Services everywhere", () => {
    expect(labels(user("au", "general"))).toEqual(["Help with Claims", "Support Services"]);
    expect(labels(user("nz", "general"))).toEqual(["Help with Claims", "Support Services"]);
    expect(labels(user("gb", "general"))).toEqual(["Support Services"]);
    expect(labels(user("others", "general"))).toEqual(["Support Services"]);
  });
});
