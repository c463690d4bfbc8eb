import { z } from "zod";
import { SETTING_DEFINITIONS } from "../../../accounts/catalogue";
import { SettingsSchema, updateSettings } from "../../../accounts/settings";
import { loadCurrentUser, type CurrentUser } from "../../../accounts/viewer";
import { ApiError, invalid, json, parseJsonBody } from "../../http";
import type { Endpoint } from "../types";

const SettingsList = z.array(
  z.object({
    key: z.string(),
    value: z.string(),
    default_value: z.string(),
    default_options: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
);

function settingsList(user: CurrentUser) {
  const s = user.settings as Record<string, string>;
  return SETTING_DEFINITIONS.map((d) => ({
    key: d.key,
    value: s[d.key] ?? d.defaultValue,
    default_value: d.defaultValue,
    default_options: d.defaultOptions,
  }));
}

/** The user's settings. */
export const SETTINGS_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/user/settings",
    summary: "The user's settings with their defaults and options.",
    auth: true,
    response: SettingsList,
    async handler({ auth }) {
      return json(settingsList(auth!.user));
    },
  },
  {
    method: "PUT",
    path: "/user/settings",
    summary:
      "Updates settings from a list of {key, value}: industry_classification, country_region, currency, date_format, report_theme (keys not sent keep their value). Returns the settings.",
    auth: true,
    body: z.array(z.object({ key: z.string().max(100), value: z.string().max(200) })).max(20),
    response: SettingsList,
    async handler(ctx) {
      const list = (await parseJsonBody(this.body!, ctx.request)) as Array<{ key: string; value: string }>;
      const keys = Object.keys(SettingsSchema.shape);
      const unknown = list.findIndex((s) => !keys.includes(s.key));
      if (unknown >= 0)
        throw new ApiError(400, "invalid_request", `${unknown}.key: use one of ${keys.join(", ")}`);
      const user = ctx.auth!.user;
      const merged = {
        ...Object.fromEntries(keys.map((k) => [k, (user.settings as Record<string, string>)[k]])),
        ...Object.fromEntries(list.map((s) => [s.key, s.value])),
      };
      const parsed = SettingsSchema.safeParse(merged);
      if (!parsed.success) throw invalid(parsed.error);
      await updateSettings(ctx.db, user.id, parsed.data);
      const reloaded = await loadCurrentUser(ctx.db, user.id);
      return json(settingsList(reloaded ?? user));
    },
  },
];
