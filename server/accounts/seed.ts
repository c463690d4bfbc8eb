import { count } from "drizzle-orm";
import type { Db } from "../db/client";
import { insuranceClasses } from "../db/schema";
import { logger } from "../log/logger";
import { createUser, ensureSettingDefinitions, findUserIdByName, type NewUser } from "./users";

/** The demo password of every demo account (README lists the accounts). */
export const DEMO_PASSWORD = "RiskCoach-demo-2026";

export const DEMO_USERS: NewUser[] = [
  {
    userName: "advisor.au",
    personName: "Alex Morgan",
    email: "alex.morgan@harbourbrokers.example",
    country: "au",
    roles: [],
    companyName: "Harbour Insurance Brokers",
    password: DEMO_PASSWORD,
    acceptedToc: true,
    organisationId: 1001,
  },
  {
    userName: "advisor.nz",
    personName: "Aroha Ngata",
    email: "aroha.ngata@kowhaibrokers.example",
    country: "nz",
    roles: [],
    companyName: "Kowhai Brokers",
    password: DEMO_PASSWORD,
    acceptedToc: true,
    organisationId: 1002,
  },
  {
    userName: "advisor.gb",
    personName: "Oliver Hughes",
    email: "oliver.hughes@thamesrisk.example",
    country: "gb",
    roles: [],
    companyName: "Thames Risk Partners",
    password: DEMO_PASSWORD,
    acceptedToc: true,
    organisationId: 1003,
  },
  {
    userName: "advisor.others",
    personName: "Priya Nair",
    email: "priya.nair@coralrisk.example",
    country: "others",
    roles: [],
    companyName: "Coral Risk Advisory",
    password: DEMO_PASSWORD,
    acceptedToc: true,
    organisationId: 1004,
  },
  {
    userName: "underwriter.au",
    personName: "Grace Liu",
    email: "grace.liu@southerncross-uw.example",
    country: "au",
    roles: ["underwriter"],
    companyName: "Southern Cross Underwriting",
    password: DEMO_PASSWORD,
    acceptedToc: true,
    organisationId: 1005,
  },
  {
    userName: "trial.au",
    personName: "Tom Baker",
    email: "tom.baker@trialbrokers.example",
    country: "au",
    roles: ["Trial"],
    companyName: "Baker Brokers (trial)",
    password: DEMO_PASSWORD,
    acceptedToc: true,
    organisationId: 1006,
  },
  {
    userName: "admin.au",
    personName: "Maria.Rossi",
    email: "maria.rossi@harbourbrokers.example",
    country: "au",
    roles: ["CompanyAdmin"],
    companyName: "Harbour Insurance Brokers Group",
    password: DEMO_PASSWORD,
    acceptedToc: true,
    organisationId: 1001,
  },
  {
    // Restricted user (decision 0011): three classes active, every other class listed as not included.
    userName: "restricted.au",
    personName: "Riley Chen",
    email: "riley.chen@chenproperty.example",
    country: "au",
    roles: [],
    companyName: "Chen Property Brokers",
    password: DEMO_PASSWORD,
    acceptedToc: true,
    organisationId: 1007,
    allowedClasses: ["property_damage", "business_interruption", "public_liability"],
  },
  {
    userName: "newuser.au",
    personName: "Noah Wilson",
    email: "noah.wilson@harbourbrokers.example",
    country: "au",
    roles: [],
    companyName: "Wilson Risk Services",
    password: DEMO_PASSWORD,
    acceptedToc: null,
    organisationId: 1001,
  },
];

/**
 * Creates the demo accounts that do not exist yet; running it twice changes nothing. A restricted
 * demo user names insurance classes, so it waits until the content (the classes table) has been
 * imported; prepareDatabase imports the content before seeding, so on a start it is always there.
 */
export async function seedDemoData(db: Db): Promise<number> {
  await ensureSettingDefinitions(db);
  const [{ classes }] = await db.select({ classes: count() }).from(insuranceClasses);
  let created = 0;
  for (const u of DEMO_USERS) {
    if (u.allowedClasses && classes === 0) continue;
    if (await findUserIdByName(db, u.userName)) continue;
    await createUser(db, u);
    created++;
  }
  if (created) logger.info({ created }, "demo users created");
  return created;
}
