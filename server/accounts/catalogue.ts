import { ALL_PARTNER_THEMES } from "../platform/partners";
import { REPORT_THEMES } from "../reports/themes";
/** Reference data of platform spec §3: supported countries, currencies, date formats, taxonomies. */

export const COUNTRIES = ["au", "nz", "gb", "others"] as const;
export type Country = (typeof COUNTRIES)[number];

export const SUPPORTED_COUNTRIES: Record<
  Country,
  { name: string; currency: string | null; dateFormat: string | null; timeZone: string }
> = {
  au: { name: "Australia", currency: "AUD", dateFormat: "DD/MM/YYYY", timeZone: "Australia/Sydney" },
  nz: { name: "New Zealand", currency: "NZD", dateFormat: "DD/MM/YYYY", timeZone: "Pacific/Auckland" },
  gb: { name: "United Kingdom", currency: "GBP", dateFormat: "DD/MM/YYYY", timeZone: "Europe/London" },
  others: { name: "Others", currency: null, dateFormat: null, timeZone: "Australia/Sydney" },
};

export const CURRENCIES = [
  { code: "AUD", name: "Australian Dollar", symbol: "AU$", symbol_native: "$" },
  { code: "CAD", name: "Canadian Dollar", symbol: "CA$", symbol_native: "$" },
  { code: "CNY", name: "Chinese Yuan", symbol: "CN¥", symbol_native: "CN¥" },
  { code: "EUR", name: "Euro", symbol: "€", symbol_native: "€" },
  { code: "GBP", name: "British Pound Sterling", symbol: "£", symbol_native: "£" },
  { code: "JPY", name: "Japanese Yen", symbol: "¥", symbol_native: "￥" },
  { code: "NZD", name: "New Zealand Dollar", symbol: "NZ$", symbol_native: "$" },
  { code: "USD", name: "US Dollar", symbol: "$", symbol_native: "$" },
] as const;

export const DATE_FORMATS = [
  { id: "1", format: "DD/MM/YYYY" },
  { id: "2", format: "DD-MM-YYYY" },
  { id: "3", format: "MM/DD/YYYY" },
  { id: "4", format: "MM-DD-YYYY" },
  { id: "5", format: "YYYY/MM/DD" },
  { id: "6", format: "YYYY-MM-DD" },
] as const;

/** Taxonomy ids offered (spec: only 4, 8 and 12). See docs/decisions/0005-taxonomy-ids.md. */
export const TAXONOMIES = [
  { id: 4, abbr: "ANZSIC", revision: "2006", name: "ANZSIC 2006" },
  { id: 8, abbr: "UKSIC", revision: "2007", name: "UK SIC 2007" },
  { id: 12, abbr: "NAICS", revision: "2017", name: "NAICS 2017" },
] as const;

export const SETTING_KEYS = [
  "app_site",
  "industry_classification",
  "country_region",
  "currency",
  "date_format",
  "report_theme",
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const SETTING_DEFINITIONS: Array<{
  key: SettingKey;
  defaultValue: string;
  defaultOptions: Array<{ value: string; label: string }>;
}> = [
  {
    key: "app_site",
    defaultValue: "rc",
    defaultOptions: [
      { value: "rc", label: "RiskCoach" },
      { value: "iprofile", label: "iProfile Risk" },
    ],
  },
  {
    key: "industry_classification",
    defaultValue: "4",
    defaultOptions: TAXONOMIES.map((t) => ({ value: String(t.id), label: t.name })),
  },
  {
    key: "country_region",
    defaultValue: "au",
    defaultOptions: COUNTRIES.map((c) => ({ value: c, label: SUPPORTED_COUNTRIES[c].name })),
  },
  {
    key: "currency",
    defaultValue: "AUD",
    defaultOptions: CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} - ${c.name}` })),
  },
  {
    key: "date_format",
    defaultValue: "1",
    defaultOptions: DATE_FORMATS.map((d) => ({ value: d.id, label: d.format })),
  },
  {
    key: "report_theme",
    defaultValue: "default",
    // Every known theme; the settings page and report drawer offer only those of the user's site.
    defaultOptions: [...REPORT_THEMES, ...ALL_PARTNER_THEMES].map((t) => ({ value: t.id, label: t.label })),
  },
];

export function isCountry(value: unknown): value is Country {
  return typeof value === "string" && (COUNTRIES as readonly string[]).includes(value);
}
