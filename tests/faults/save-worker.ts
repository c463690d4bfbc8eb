/**
 * Child process for kill-during-saves.test.ts: saves a tailored report (a transaction: report row
 * and draft together) and updates the profile, over and over, as fast as it can, until it is
 * killed. Prints the iteration number after each committed round.
 *   node --import tsx tests/faults/save-worker.ts <pglite-dir | postgres-url> <userId> <industryId> <start>
 */
import { openDatabase } from "~/server/db/client";
import { updateProfile } from "~/server/accounts/profile";
import { saveReport, updateDraft } from "~/server/reports/store";

const [target, userArg, industryArg, startArg] = process.argv.slice(2);
const userId = Number(userArg);
const industryId = Number(industryArg);
const handle = await openDatabase(target.startsWith("postgres") ? { url: target } : { dataDir: target });
const pad = "x".repeat(4000);

for (let n = Number(startArg); ; n++) {
  await updateDraft(handle.db, userId, industryId, "tailored", { insuredBusinessName: `Insured ${n}` });
  // A new report every fifth round (insert), else the same report again (update).
  if (n % 5 === 0) await updateDraft(handle.db, userId, industryId, "tailored", { reportId: null });
  await saveReport(handle.db, userId, industryId, "tailored", {
    grouping: [{ id: "recommended", classes: [n], seq: n }],
    comments: [{ class: n, comment: `round ${n} ${pad}` }],
  });
  await updateProfile(handle.db, userId, {
    personName: `Person ${n}`,
    email: `p${n}@example.com`,
    phone: String(n),
    mobile: String(n),
    jobTitle: `Job ${n}`,
    description: `<p>round ${n} ${pad}</p>`,
    suite: "",
    street: "",
    suburb: "",
    postcode: "",
    state: "",
    country: "",
  });
  process.stdout.write(`${n}\n`);
}
