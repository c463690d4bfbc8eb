/**
 * Provisions a real user (there is no public sign-up).
 *   npm run user:create -- --username jane.citizen --name "Jane Citizen" --email jane@broker.example \
 *     --country au --company "Citizen Brokers" [--roles underwriter,CompanyAdmin] [--password ...] \
 *     [--allowed-classes property_damage,public_liability]
 * Without --password a strong one is generated and printed once. With --allowed-classes the user is
 * restricted to those insurance classes (slugs of content/insurance-classes.json; decision 0011).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import {
  classIdsForSlugs,
  createUser,
  findUserIdByName,
  NewUserSchema,
  UnknownClassesError,
} from "~/server/accounts/users";
import { appDatabase, closeAppDatabase } from "~/server/db/client";
import { prepareDatabase } from "~/server/setup";

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    email: { type: "string" },
    country: { type: "string", default: "au" },
    company: { type: "string" },
    roles: { type: "string", default: "" },
    "organisation-id": { type: "string" },
    "allowed-classes": { type: "string" },
  },
});

const password = values.password ?? randomBytes(12).toString("base64url");
const parsed = NewUserSchema.safeParse({
  userName: values.username,
  password,
  personName: values.name,
  email: values.email,
  country: values.country,
  companyName: values.company,
  roles: values.roles ? values.roles.split(",").map((r) => r.trim()) : [],
  organisationId: values["organisation-id"] ? Number(values["organisation-id"]) : null,
  acceptedToc: null,
  allowedClasses:
    values["allowed-classes"] === undefined
      ? null
      : values["allowed-classes"]
          .split(",")
          .map((c) => c.trim())
          .filter(Boolean),
});
if (!parsed.success) {
  const flag: Record<string, string> = {
    userName: "username",
    personName: "name",
    companyName: "company",
    organisationId: "organisation-id",
    allowedClasses: "allowed-classes",
  };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    console.error(`--${flag[field] ?? field}: ${issue.message}`);
  }
  process.exit(2);
}

const handle = await appDatabase();
await prepareDatabase(handle, { seed: false });
if (await findUserIdByName(handle.db, parsed.data.userName)) {
  console.error(`A user named ${parsed.data.userName} already exists.`);
  await closeAppDatabase();
  process.exit(1);
}
if (parsed.data.allowedClasses) {
  try {
    await classIdsForSlugs(handle.db, parsed.data.allowedClasses);
  } catch (err) {
    if (!(err instanceof UnknownClassesError)) throw err;
    console.error(`--allowed-classes: ${err.message}`);
    await closeAppDatabase();
    process.exit(2);
  }
}
const id = await createUser(handle.db, parsed.data);
console.log(`Created user ${parsed.data.userName} (id ${id}).`);
if (parsed.data.allowedClasses)
  console.log(`Restricted to: ${[...new Set(parsed.data.allowedClasses)].join(", ")}.`);
if (!values.password) console.log(`Password: ${password}`);
await closeAppDatabase();
