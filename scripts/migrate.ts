/** Applies migrations and reference data without starting the server. */
import { appDatabase, closeAppDatabase } from "~/server/db/client";
import { prepareDatabase } from "~/server/setup";

await prepareDatabase(await appDatabase(), { seed: false });
await closeAppDatabase();
console.log("Database is up to date.");
