/**
 * Changes which insurance classes an existing user's subscription includes (decision 0011).
 *   npm run user:classes -- --username jane.citizen --allowed-classes property_damage,public_liability
 *   npm run user:classes -- --username jane.citizen --unrestricted
 * The change applies from the user's next request.
 */
import { parseArgs } from "node:util";
import { findUserIdByName, setAllowedClasses, UnknownClassesError } from "~/server/accounts/users";
import { appDatabase, closeAppDatabase } from "~/server/db/client";
import { prepareDatabase } from "~/server/setup";

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    "allowed-classes": { type: "string" },
    unrestricted: { type: "boolean", default: false },
  },
});

const slugs = values["allowed-classes"]
  ?.split(",")
  .map((c) => c.trim())
  .filter(Boolean);
if (!values.username || (slugs === undefined) === !values.unrestricted || slugs?.length === 0) {
  console.error("Use --username NAME and either --allowed-classes slug,slug,... or --unrestricted.");
  process.exit(2);
}

const handle = await appDatabase();
await prepareDatabase(handle, { seed: false });
const userId = await findUserIdByName(handle.db, values.username);
if (!userId) {
  console.error(`No user named ${values.username}.`);
  await closeAppDatabase();
  process.exit(1);
}
try {
  await setAllowedClasses(handle.db, userId, values.unrestricted ? null : slugs!);
  console.log(
    values.unrestricted
      ? `${values.username} is no longer restricted.`
      : `${values.username} is restricted to: ${[...new Set(slugs)].join(", ")}.`,
  );
} catch (err) {
  if (!(err instanceof UnknownClassesError)) throw err;
  console.error(`--allowed-classes: ${err.message}`);
  process.exitCode = 2;
}
await closeAppDatabase();
