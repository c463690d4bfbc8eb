import { z } from "zod";
import { COUNTRIES, SETTING_DEFINITIONS } from "../../accounts/catalogue";
import { json } from "../http";
import type { Endpoint } from "./types";

/** The user, profile, avatar, companies, settings, terms and report themes. */
export const ACCOUNT_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/user",
    summary: "The signed-in user.",
    auth: true,
    response: z.object({
      id: z.number(),
      user_name: z.string(),
      roles: z.array(z.string()),
      is_user_accepted_toc: z.boolean().nullable(),
      person_name: z.string(),
      email: z.string(),
      organisation_id: z.number().nullable(),
      country: z.enum(COUNTRIES),
    }),
    async handler({ auth }) {
      const u = auth!.user;
      return json({
        id: u.id,
        user_name: u.userName,
        roles: u.roles,
        is_user_accepted_toc: u.isUserAcceptedToc,
        person_name: u.personName,
        email: u.email,
        organisation_id: u.organisationId,
        country: u.country,
      });
    },
  },
  {
    method: "GET",
    path: "/user/settings",
    summary: "The user's settings with their defaults and options.",
    auth: true,
    response: z.array(
      z.object({
        key: z.string(),
        value: z.string(),
        default_value: z.string(),
        default_options: z.array(z.object({ value: z.string(), label: z.string() })),
      }),
    ),
    async handler({ auth }) {
      const s = auth!.user.settings as Record<string, string>;
      return json(
        SETTING_DEFINITIONS.map((d) => ({
          key: d.key,
          value: s[d.key] ?? d.defaultValue,
          default_value: d.defaultValue,
          default_options: d.defaultOptions,
        })),
      );
    },
  },
];
