import { SUPPORTED_COUNTRIES } from "../accounts/catalogue";
import { formatDate } from "../format/format";
import { userCompanies } from "../accounts/companies";
import type { NearbyEvent } from "../natcat/event-labels";
import { EVENT_RADIUS_KM, eventsNear } from "../natcat/events";
import { natcatProfilesFor } from "../natcat/location";
import type { NatcatProfile } from "../natcat/types";
import { advisorProfile } from "../accounts/profile";
import type { CurrentUser } from "../accounts/viewer";
import { underInsurance } from "../calculators/under-insurance";
import type { DbOrTx } from "../db/client";
import type { Industry } from "../industries/catalogue";
import { can, contentCountry, isUnderwriter } from "../policy/policy";
import { riskModel, type Grade } from "../risk/model";
import { restrictContent, viewerHazardIndex, type InactiveClass } from "../risk/restriction";
import { groupChecklist, indicativeRatesByCountry, industryContent } from "../risk/writeups";
import {
  commentFor,
  GROUP_TITLES,
  normaliseTailored,
  type Tailored,
  type Underwriter,
} from "./customization";
import { cleanComment } from "./comments";
import { REPORT_TITLES, type ReportKind, type SectionContext } from "./sections";
import { currentTheme } from "./theme-choice";
import type { ReportTheme } from "./themes";

export type ReportHazardItem = {
  id: number;
  name: string;
  slug: string;
  rating: number;
  grade: Grade;
  reasons: string[];
  comment: string;
  checklist: Array<{ question: string; answer: string }>;
};

export type ReportDoc = {
  kind: ReportKind;
  coverTitle: string;
  headerTitle: "INSURANCE RISK REPORT" | "NATURAL CATASTROPHE REPORT";
  dateText: string;
  insuredBusinessName: string;
  theme: ReportTheme;
  industry: { id: number; name: string; code: string };
  underwriter: boolean;
  commentLabel: "ADVISOR COMMENTS" | "UNDERWRITER COMMENTS";
  advisor: {
    personName: string;
    jobTitle: string;
    company: string;
    phone: string;
    mobile: string;
    email: string;
    addressStr: string;
    description: string;
    avatarUrl: string | null;
  };
  company: { name: string; description: string; logoUrl: string | null } | null;
  underInsurance: {
    /** The author's currency symbol (their settings): amounts follow it, in every report and PDF. */
    currencySymbol: string;
    sumInsured: number;
    valueAtRisk: number;
    coInsurance: number;
    loss: number;
    payout: number;
    uninsured: number;
  };
  hazard: {
    items: ReportHazardItem[];
    /** Tailored reports: the three groups in order; null for quick and underwriter reports. */
    groups: Array<{ id: string; title: string; classIds: number[] }> | null;
    /**
     * A restricted user's inactive classes (decision 0011), by name for the builders' note; the
     * report itself never shows them, and their ratings and content are not in this document.
     */
    notIncluded: InactiveClass[];
  };
  insurableGrossProfit: { country: string; value: string } | null;
  exposures: string[];
  checklist: Array<{
    classId: number;
    className: string;
    sections: Array<{ section: string; questions: string[] }>;
  }>;
  /** Natcat theme: the profiles of the user's business location (null elsewhere or without one). */
  natcat: { address: string; profiles: NatcatProfile[] } | null;
  sectionContext: SectionContext;
};

/** The advisor and company blocks, from the account domain (profile and companies, primary first). */
export async function advisorOf(db: DbOrTx, userId: number) {
  const [p, companies] = await Promise.all([advisorProfile(db, userId), userCompanies(db, userId)]);
  const primary = companies[0] ?? null;
  return {
    advisor: {
      personName: p.personName,
      jobTitle: p.jobTitle,
      company: primary?.name ?? "",
      phone: p.phone,
      mobile: p.mobile,
      email: p.email,
      addressStr: p.addressLine,
      description: p.description,
      avatarUrl: p.avatarUrl,
    },
    company: primary
      ? {
          name: primary.name,
          description: primary.description,
          logoUrl: primary.logoUrl,
        }
      : null,
  };
}

export type BuildOptions = {
  kind: ReportKind;
  insuredBusinessName: string;
  tailored?: Tailored | null;
  underwriter?: Underwriter | null;
  /** Class ids to keep in the key risk checklist (spec: optionally filtered by categories). */
  checklistClasses?: number[] | null;
  now?: Date;
};

/** Everything the print layout shows for one industry, user and report type. */
export async function buildReport(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  options: BuildOptions,
): Promise<ReportDoc> {
  const country = contentCountry(user);
  const underwriter = isUnderwriter(user);
  const model = await riskModel(db);
  // Restricted users (decision 0011): only active classes are rated, commented and checklisted.
  const content = restrictContent(await industryContent(db, model, industry), model, user);
  const { items: rated, inactive } = viewerHazardIndex(model, industry, user.country, user);
  const { advisor, company } = await advisorOf(db, user.id);
  const theme = currentTheme(user);

  let items: ReportHazardItem[] = rated.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    rating: r.rating,
    grade: r.grade,
    reasons: r.reasons,
    comment: "",
    checklist: [],
  }));
  let groups: ReportDoc["hazard"]["groups"] = null;
  if (options.kind === "tailored") {
    const t = normaliseTailored(
      options.tailored ?? null,
      items.map((i) => i.id),
    );
    // Comments go through the allow-list again on the way out: rows of any age render inert.
    items = items.map((i) => ({ ...i, comment: cleanComment(commentFor(t, i.id)) }));
    groups = t.grouping.map((g) => ({ id: g.id, title: GROUP_TITLES[g.id], classIds: g.classes }));
  } else if (options.kind === "underwriter") {
    // Spec §5: the underwriter hazard selection uses only checked classes.
    const chosen = new Map(
      (options.underwriter?.classes ?? []).filter((c) => c.checked).map((c) => [c.id, c]),
    );
    items = items
      .filter((i) => chosen.has(i.id))
      .map((i) => ({
        ...i,
        comment: cleanComment(chosen.get(i.id)!.comments),
        checklist: chosen
          .get(i.id)!
          .checklist.filter((a) => a.answer)
          .map((a) => ({ question: a.question, answer: a.answer })),
      }));
  }

  const rates =
    indicativeRatesByCountry(content.indicativeRates).find((r) => r.countryCode === country) ?? null;
  const byClass = groupChecklist(content.checklist, "Key");
  const classBySlug = new Map(model.classes.map((c) => [c.slug, c]));
  const filter = options.checklistClasses?.length ? new Set(options.checklistClasses) : null;
  const checklist = [...byClass]
    .map(([slug, sections]) => ({ cls: classBySlug.get(slug), sections }))
    .filter((c): c is { cls: NonNullable<typeof c.cls>; sections: typeof c.sections } => Boolean(c.cls))
    .filter((c) => !filter || filter.has(c.cls.id))
    .map((c) => ({
      classId: c.cls.id,
      className: c.cls.name,
      sections: [...c.sections].map(([section, qs]) => ({ section, questions: qs.map((q) => q.question) })),
    }));

  const example = {
    type: "sum_insured" as const,
    limit: 0,
    sumInsured: 500_000,
    valueAtRisk: 1_000_000,
    coInsurance: 80,
    loss: 250_000,
  };
  const worked = underInsurance(example);
  const natcat = options.kind === "natcat";
  const natcatData = can(user, "report.natcatSections") ? await natcatProfilesFor(db, user.id) : null;
  const natcatSection =
    natcatData?.location && natcatData.profiles.length
      ? { address: natcatData.location.address, profiles: natcatData.profiles }
      : null;
  return {
    kind: options.kind,
    coverTitle: REPORT_TITLES[options.kind],
    headerTitle: natcat ? "NATURAL CATASTROPHE REPORT" : "INSURANCE RISK REPORT",
    dateText: reportDate(user, options.now ?? new Date()),
    // Never a placeholder in front of the client: an unnamed business is left unnamed (issue 24).
    insuredBusinessName: options.insuredBusinessName.trim(),
    theme,
    industry: { id: industry.id, name: industry.name, code: industry.code },
    underwriter,
    commentLabel: underwriter ? "UNDERWRITER COMMENTS" : "ADVISOR COMMENTS",
    advisor,
    company,
    underInsurance: {
      ...example,
      currencySymbol: user.format.currencySymbol,
      payout: worked.payout,
      uninsured: worked.uninsured,
    },
    hazard: { items, groups, notIncluded: inactive },
    insurableGrossProfit: rates ? { country: rates.country, value: rates.value } : null,
    exposures: content.exposures,
    checklist,
    natcat: natcatSection,
    sectionContext: {
      kind: options.kind,
      underwriter,
      country,
      natcatTheme: can(user, "report.natcatSections"),
      themeRequiresProfile: theme.requiresProfile,
      hasIndicativeRates: rates !== null && items.some((i) => i.slug === "business_interruption"),
      hasNatcatProfiles: natcatSection !== null,
      hasCompany: company !== null,
    },
  };
}

/** The Natural Catastrophe Report (issue 24): a report like the others, for the user's business location. */
export type NatcatReportDoc = Pick<
  ReportDoc,
  "coverTitle" | "headerTitle" | "dateText" | "theme" | "advisor" | "company"
> & {
  location: { address: string; placeId: string } | null;
  profiles: NatcatProfile[];
  /** Significant past events near the location, newest first (issue 20). */
  events: NearbyEvent[];
  eventRadiusKm: number;
  error: string | null;
};

/**
 * The report's date, 'DD MMMM YYYY', on the calendar of the user's country (issue 24): an Australian
 * broker's report made at 7 am Sydney time is dated that day, not the day before (the server's UTC).
 */
export function reportDate(user: Pick<CurrentUser, "country">, now: Date): string {
  return formatDate(now, {
    dateFormat: "DD MMMM YYYY",
    timeZone: SUPPORTED_COUNTRIES[user.country].timeZone,
  });
}

/**
 * `placeId`: the place the NatCat page was showing (its `?place=`); without it, or when the gazetteer
 * does not know it, the user's business location.
 */
export async function buildNatcatReport(
  db: DbOrTx,
  user: CurrentUser,
  now: Date = new Date(),
  placeId?: string | null,
): Promise<NatcatReportDoc> {
  const [{ advisor, company }, natcat] = await Promise.all([
    advisorOf(db, user.id),
    natcatProfilesFor(db, user.id, placeId),
  ]);
  return {
    coverTitle: REPORT_TITLES.natcat,
    headerTitle: "NATURAL CATASTROPHE REPORT",
    dateText: reportDate(user, now),
    theme: currentTheme(user),
    advisor,
    company,
    location: natcat.location ? { address: natcat.location.address, placeId: natcat.location.placeId } : null,
    profiles: natcat.profiles,
    events: natcat.location ? eventsNear(natcat.location) : [],
    eventRadiusKm: EVENT_RADIUS_KM,
    error: natcat.error,
  };
}
