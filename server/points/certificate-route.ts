import { z } from "zod";
import { SUPPORTED_COUNTRIES } from "../accounts/catalogue";
import { timeZoneFor } from "../accounts/greeting";
import { requireUser } from "../auth/guard";
import { getDb } from "../db/client";
import { localDate, userDateFormat } from "../learning/dates";
import { can, pointTypes } from "../policy/policy";
import { certificateHtml } from "./certificate";
import { pointsStatement } from "./points";

const Query = z.object({
  type: z.enum(["cip", "cpd", "cpdnz"]).catch("cip").default("cip"),
  period: z.enum(["current", "last"]).catch("current").default("current"),
});

/** The signed-in user's certificate for ?type=&period= (404 when the type is not theirs). */
export async function certificateRequest(request: Request) {
  const { user } = await requireUser(request);
  const { type, period } = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (!can(user, "page.points") || !pointTypes(user).includes(type))
    throw new Response(null, { status: 404 });
  const tz = timeZoneFor(request, SUPPORTED_COUNTRIES[user.country].timeZone);
  const now = new Date();
  const statement = await pointsStatement(await getDb(), user.id, type, period, now, tz);
  const html = certificateHtml({
    statement,
    person: { name: user.personName || user.userName, company: user.primaryCompany?.name ?? null },
    issued: localDate(now, tz),
    dateFormat: userDateFormat(user.settings.date_format),
  });
  return { html, type, period };
}
