import { z } from "zod";
import { SUPPORTED_COUNTRIES } from "~/server/accounts/catalogue";
import type { CurrentUser } from "~/server/accounts/viewer";
import { timeZoneFor } from "~/server/accounts/greeting";
import { requireUser } from "./guard.server";
import { getDb } from "~/server/db/client";
import { localDate } from "~/server/format/format";
import { can, pointTypes } from "~/server/policy/policy";
import { certificateHtml, nothingToCertifyMessage } from "~/server/points/certificate";
import type { PeriodWhich, PointType } from "~/server/points/rules";
import { pointsStatement } from "~/server/points/points";

const Query = z.object({
  type: z.enum(["cip", "cpd", "cpdnz"]).catch("cip").default("cip"),
  period: z.enum(["current", "last"]).catch("current").default("current"),
});

/** ?type=&period= of a certificate the user may have (404 when the type is not theirs). */
export function certificateQuery(user: CurrentUser, url: URL) {
  const query = Query.parse(Object.fromEntries(url.searchParams));
  if (!can(user, "page.points") || !pointTypes(user).includes(query.type))
    throw new Response(null, { status: 404 });
  return query;
}

/**
 * Whether the user has anything to certify for ?type=&period=: with 0 points in the period the
 * download answers a message instead of a certificate (page, PDF route, print document and API).
 */
export async function certificateStatus(
  request: Request,
  user: CurrentUser,
  type: PointType,
  period: PeriodWhich,
) {
  const tz = timeZoneFor(request, SUPPORTED_COUNTRIES[user.country].timeZone);
  const now = new Date();
  const dateFormat = user.format.dateFormat;
  const statement = await pointsStatement(await getDb(), user.id, type, period, now, tz, dateFormat);
  return {
    tz,
    now,
    statement,
    dateFormat,
    refusal: statement.total > 0 ? null : nothingToCertifyMessage(type, statement.period, dateFormat),
  };
}

/** The signed-in user's certificate document for ?type=&period= (409 with the message at 0 points). */
export async function certificateRequest(request: Request) {
  const { user } = await requireUser(request);
  const { type, period } = certificateQuery(user, new URL(request.url));
  const { tz, now, statement, refusal } = await certificateStatus(request, user, type, period);
  if (refusal) return { html: null, refusal, type, period };
  const html = certificateHtml({
    statement,
    person: { name: user.personName || user.userName, company: user.primaryCompany?.name ?? null },
    issued: localDate(now, tz),
    dateFormat: user.format.dateFormat,
  });
  return { html, refusal: null, type, period };
}
