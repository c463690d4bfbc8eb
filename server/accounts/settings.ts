import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../db/client";
import { userSettings } from "../db/schema";
import {
  COUNTRIES,
  CURRENCIES,
  DATE_FORMATS,
  SETTING_DEFINITIONS,
  TAXONOMIES,
  type SettingKey,
} from "./catalogue";

const reportThemes = () => SETTING_DEFINITIONS.find((d) => d.key === "report_theme")!.defaultOptions;

export const SettingsSchema = z.object({
  industry_classification: z.enum(TAXONOMIES.map((t) => String(t.id)) as [string, ...string[]]),
  country_region: z.enum(COUNTRIES),
  currency: z.enum(CURRENCIES.map((c) => c.code) as [string, ...string[]]),
  date_format: z.enum(DATE_FORMATS.map((d) => d.id) as [string, ...string[]]),
  report_theme: z.string().refine((v) => reportThemes().some((t) => t.value === v), "Choose a theme."),
});
export type SettingsInput = z.output<typeof SettingsSchema>;

/** The choices of the settings page (spec §3: taxonomies 4, 8, 12; 4 countries; 8 currencies; 6 date formats). */
export function settingOptions() {
  return {
    industry_classification: TAXONOMIES.map((t) => ({ value: String(t.id), label: t.name })),
    country_region: SETTING_DEFINITIONS.find((d) => d.key === "country_region")!.defaultOptions,
    currency: CURRENCIES.map((c) => ({
      value: c.code,
      label: `${c.code} - ${c.name} (${c.symbol_native})`,
      code: c.code,
      name: c.name,
      symbol: c.symbol,
      symbol_native: c.symbol_native,
    })),
    date_format: DATE_FORMATS.map((d) => ({ value: d.id, label: d.format })),
    report_theme: reportThemes(),
  };
}

/** Writes the user's settings (the five keys of the page) in one statement. */
export async function updateSettings(db: DbOrTx, userId: number, input: SettingsInput) {
  const keys = Object.keys(SettingsSchema.shape) as SettingKey[];
  await db
    .insert(userSettings)
    .values(keys.map((key) => ({ userId, key, value: String(input[key as keyof SettingsInput]) })))
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.key],
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}
