/** Users the browser tests change (passwords, lockouts), kept apart from the demo accounts. */
import { and, eq } from "drizzle-orm";
import { createUser, findUserIdByName } from "~/server/accounts/users";
import { appDatabase, closeAppDatabase } from "~/server/db/client";
import { industries, industryMedia } from "~/server/db/schema";
import { prepareDatabase } from "~/server/setup";

export const E2E_PASSWORD = "e2e-password-2026";
export const E2E_USERS = [
  "reset.js-on",
  "reset.js-off",
  "locked.js-on",
  "locked.js-off",
  "limit.js-on",
  "limit.js-off",
  // Lockout through the typeahead and through a related-industries link (tests/e2e/search-ui.spec.ts).
  "lockui-ta.js-on",
  "lockui-ta.js-off",
  "lockui-rel.js-on",
  "lockui-rel.js-off",
  // Account branch: profile and companies, settings, terms gate (two users per project: agree, disagree).
  "acct.js-on",
  "acct.js-off",
  "settings.js-on",
  "settings.js-off",
  "learner.js-on",
  "learner.js-off",
  "points.js-on",
  "points.js-off",
  // Industries researched (tests/e2e/points.spec.ts): risk-content reads, not page views.
  "research.js-on",
  "research.js-off",
  // Keyboard-only profile journey (tests/e2e/a11y.spec.ts).
  "profile-kbd.js-on",
  "profile-kbd.js-off",
  // Console/CSP sweep (tests/e2e/console-csp.spec.ts): saves a report and a natcat location.
  "sweep.js-on",
  "sweep.js-off",
  // Lighthouse budget (tests/e2e/lighthouse.spec.ts, js-on only): answers the report-mode intro.
  "lighthouse.js-on",
  // axe on the pages the advisor sweep does not reach (tests/e2e/a11y.spec.ts, js-on only).
  "a11y.js-on",
  // Issue 18: EUR and YYYY-MM-DD on a page and in a PDF (tests/e2e/formatting.spec.ts).
  "format.js-on",
  "format.js-off",
  // Issue 18: the form pattern's refusals and confirmations (tests/e2e/forms.spec.ts).
  "forms.js-on",
  "forms.js-off",
];
/** Underwriters of their own (the sweep visits the underwriter report). */
export const E2E_UNDERWRITERS = ["sweep-uw.js-on", "sweep-uw.js-off", "a11y-uw.js-on"];
export const E2E_TERMS_USERS = [
  "terms-agree.js-on",
  "terms-agree.js-off",
  "terms-no.js-on",
  "terms-no.js-off",
];
/** Restricted user (decision 0011): read-only tests, so one user serves both projects. */
export const E2E_RESTRICTED_USER = "restricted.e2e";
export const E2E_RESTRICTED_CLASSES = ["property_damage", "business_interruption", "public_liability"];

const handle = await appDatabase();
await prepareDatabase(handle, { seed: true });
for (const userName of [...E2E_USERS, ...E2E_TERMS_USERS, ...E2E_UNDERWRITERS]) {
  if (await findUserIdByName(handle.db, userName)) continue;
  await createUser(handle.db, {
    userName,
    password: E2E_PASSWORD,
    personName: "E2E Person",
    email: `${userName}@e2e.example`,
    country: "au",
    companyName: "E2E Brokers",
    acceptedToc: E2E_TERMS_USERS.includes(userName) ? null : true,
    roles: E2E_UNDERWRITERS.includes(userName) ? ["underwriter"] : [],
  });
}
if (!(await findUserIdByName(handle.db, E2E_RESTRICTED_USER))) {
  await createUser(handle.db, {
    userName: E2E_RESTRICTED_USER,
    password: E2E_PASSWORD,
    personName: "E2E Restricted",
    email: `${E2E_RESTRICTED_USER}@e2e.example`,
    country: "au",
    companyName: "E2E Brokers",
    acceptedToc: true,
    allowedClasses: E2E_RESTRICTED_CLASSES,
  });
}

// Content has one walkthrough video per flagship. For the Prev/Next test of the video viewer
// (tests/e2e/media.spec.ts) the restaurant's gallery gets a second item: the cafe's walkthrough.
const [restaurant] = await handle.db
  .select({ id: industries.id })
  .from(industries)
  .where(eq(industries.code, "RC-4511-022"));
const [cafeVideo] = await handle.db
  .select()
  .from(industryMedia)
  .where(
    and(
      eq(industryMedia.type, "video"),
      eq(industryMedia.contentUrl, "/media/flagships/video/RC-4511-001.webm"),
    ),
  );
const [already] = await handle.db
  .select({ id: industryMedia.id })
  .from(industryMedia)
  .where(
    and(eq(industryMedia.industryId, restaurant.id), eq(industryMedia.contentUrl, cafeVideo.contentUrl)),
  );
if (!already) {
  const { id: _id, ...row } = cafeVideo;
  await handle.db.insert(industryMedia).values({ ...row, industryId: restaurant.id, position: 100_000 });
}
await closeAppDatabase();
