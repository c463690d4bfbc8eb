import { z } from "zod";
import { COUNTRIES } from "../../../accounts/catalogue";
import { ACCOUNT_MESSAGES } from "../../../accounts/messages";
import { recordTermsAnswer } from "../../../accounts/toc";
import { revokeSessionToken } from "../../../auth/sessions";
import { availableThemes } from "../../../reports/theme-choice";
import { json, parseJsonBody } from "../../http";
import type { Endpoint } from "../types";

const Themes = z.array(
  z.object({ id: z.string(), label: z.string(), value: z.string(), requires_profile: z.boolean() }),
);

/** The signed-in user. */
export const USER_ENDPOINT: Endpoint = {
  method: "GET",
  path: "/user",
  summary: "The signed-in user.",
  auth: true,
  beforeTerms: true,
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
};

/** The terms of use answer and the report themes. */
export const TERMS_AND_THEME_ENDPOINTS: Endpoint[] = [
  {
    method: "POST",
    path: "/user/toc",
    summary:
      "Answers the terms of use: {is_accepted}. false records the answer and revokes this token (the web logs out).",
    auth: true,
    beforeTerms: true,
    status: 200,
    body: z.object({ is_accepted: z.boolean() }),
    response: z.object({ is_user_accepted_toc: z.boolean(), message: z.string() }),
    async handler(ctx) {
      const { is_accepted } = (await parseJsonBody(this.body!, ctx.request)) as { is_accepted: boolean };
      await recordTermsAnswer(ctx.db, ctx.auth!.user.id, is_accepted);
      if (!is_accepted) await revokeSessionToken(ctx.db, ctx.auth!.token);
      return json({
        is_user_accepted_toc: is_accepted,
        message: is_accepted ? ACCOUNT_MESSAGES.termsThanks : ACCOUNT_MESSAGES.termsDisagree,
      });
    },
  },
  {
    method: "GET",
    path: "/user/themes",
    summary:
      "Report themes the user may choose on this host; value is the JSON of colorTitle, colorBg1, colorBg2, colorBar.",
    auth: true,
    response: Themes,
    async handler(ctx) {
      return json(
        availableThemes(ctx.auth!.user).map((t) => ({
          id: t.id,
          label: t.label,
          value: JSON.stringify({
            colorTitle: t.colorTitle,
            colorBg1: t.colorBg1,
            colorBg2: t.colorBg2,
            colorBar: t.colorBar,
          }),
          requires_profile: t.requiresProfile,
        })),
      );
    },
  },
];
