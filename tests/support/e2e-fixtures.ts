/** Users the browser tests change (passwords, lockouts), kept apart from the demo accounts. */
import { createUser, findUserIdByName } from "~/server/accounts/users";
import { appDatabase, closeAppDatabase } from "~/server/db/client";
import { prepareDatabase } from "~/server/setup";

export const E2E_PASSWORD = "e2e-password-2026";
export const E2E_USERS = [
  "reset.js-on",
  "reset.js-off",
  "locked.js-on",
  "locked.js-off",
  "limit.js-on",
  "limit.js-off",
  // Account branch: profile and companies, settings, terms gate (two users per project: agree, disagree).
  "acct.js-on",
  "acct.js-off",
  "settings.js-on",
  "settings.js-off",
  "learner.js-on",
  "learner.js-off",
  "points.js-on",
  "points.js-off",
  // Keyboard-only profile journey (tests/e2e/a11y.spec.ts).
  "profile-kbd.js-on",
  "profile-kbd.js-off",
  // Console/CSP sweep (tests/e2e/console-csp.spec.ts): saves a report and a natcat location.
  "sweep.js-on",
  "sweep.js-off",
  // Lighthouse budget (tests/e2e/lighthouse.spec.ts, js-on only): answers the report-mode intro.
  "lighthouse.js-on",
];
/** Underwriters of their own (the sweep visits the underwriter report). */
export const E2E_UNDERWRITERS = ["sweep-uw.js-on", "sweep-uw.js-off"];
export const E2E_TERMS_USERS = [
  "terms-agree.js-on",
  "terms-agree.js-off",
  "terms-no.js-on",
  "terms-no.js-off",
];

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
await closeAppDatabase();
