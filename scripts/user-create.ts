/**
 * Provisions a real user (there is no public sign-up).
 *   npm run user:create -- --username jane.citizen --name "Jane Citizen" --email jane@broker.example \
 *     --country au --company "Citizen Brokers" [--roles underwriter,CompanyAdmin] [--password ...]
 * Without --password a strong one is generated and printed once.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { createUser, findUserIdByName, NewUserSchema } from "~/server/accounts/users";
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
});
if (!parsed.success) {
  const flag: Record<string, string> = {
    userName: "username",
    personName: "name",
    companyName: "company",
    organisationId: "organisation-id",
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
const id = await createUser(handle.db, parsed.data);
console.log(`Created user ${parsed.data.userName} (id ${id}).`);
if (!values.password) console.log(`Password: ${password}`);
await closeAppDatabase();
