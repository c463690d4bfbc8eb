import { formatDate } from "../format/format";
import { businessLocation } from "../natcat/location";
import { pointsSummary } from "../points/points";
import { recentReports } from "../reports/store";
import { eq } from "drizzle-orm";
import { SUPPORTED_COUNTRIES } from "../accounts/catalogue";
import { greeting } from "../accounts/greeting";
import { initials, type CurrentUser } from "../accounts/viewer";
import { loadAds, type AdsResult } from "../ads/feed";
import { env } from "../config/env";
import { externalLinks } from "../config/theme";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { mainClassCards, type ClassCard } from "../general-info/articles";
import { recentIndustries } from "../industries/history";
import { can, isUnderwriter } from "../policy/policy";
import { hasUserFlag, INTRO_FLAG } from "./intro";

/** Spec §2 / §9: the dashboard lists the 10 most recent items. */
export const RECENT_LIMIT = 10;

export type KnowledgeLink = { label: string; href: string; external: boolean };

function mailto(address: string, subject: string) {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The knowledge/help card (platform §2): per app theme, and Help with Claims only for au and nz. */
export function knowledgeLinks(user: CurrentUser, ssoToken: string): KnowledgeLink[] {
  const links = externalLinks();
  if (can(user, "dashboard.natcatKnowledgeLinks")) {
    return [
      { label: "Help & Support", href: mailto(env().SUPPORT_EMAIL, "Help & Support"), external: false },
      { label: "Talk to the Team", href: mailto(links.contactEmail, "Talk to the Team"), external: false },
    ];
  }
  const out: KnowledgeLink[] = [];
  if (can(user, "dashboard.helpWithClaims"))
    out.push({ label: "Help with Claims", href: links.helpWithClaims, external: true });
  if (can(user, "dashboard.supportServices")) {
    const url = new URL(links.supportServices);
    url.searchParams.set("token", ssoToken);
    out.push({ label: "Support Services", href: url.toString(), external: true });
  }
  return out;
}

export type Dashboard = {
  greeting: string;
  profile: { personName: string; email: string; initials: string };
  company: string | null;
  search: { ukView: boolean; browse: boolean };
  classes: ClassCard[] | null;
  recent: Array<{ id: number; name: string; code: string; date: string }>;
  reportsTabTitle: string;
  /** The 10 most recent saved reports (tailored, or underwriter for underwriters). */
  reports: Array<{ id: number; industryId: number; industryName: string; name: string; updatedAt: Date }>;
  underwriter: boolean;
  ads: AdsResult;
  promo: "uk" | "anz" | null;
  introViewed: boolean;
  natcat: { profilesAvailable: boolean } | null;
  /** Credit point cards (au: CIP and CPD; nz: CIP and CPD NZ; none elsewhere). */
  points: Array<{
    type: string;
    title: string;
    label: string;
    total: number;
    cap: number;
    period: { start: string; end: string };
    periodText: string;
  }>;
  knowledge: KnowledgeLink[];
  feedbackHref: string;
};

/**
 * Everything the dashboard cards show (platform §2), gated by the policy module.
 */
export async function loadDashboard(
  db: Db,
  user: CurrentUser,
  opts: { timeZone?: string; now?: Date } = {},
): Promise<Dashboard> {
  const now = opts.now ?? new Date();
  const timeZone = opts.timeZone ?? SUPPORTED_COUNTRIES[user.country].timeZone;
  const ukView = can(user, "dashboard.ukView");
  const [classes, recent, ads, introViewed, sso, reports, points, location] = await Promise.all([
    can(user, "page.generalInfo") ? mainClassCards(db) : Promise.resolve(null),
    recentIndustries(db, user.id, RECENT_LIMIT),
    loadAds(user.country),
    hasUserFlag(db, user.id, INTRO_FLAG),
    db.select({ token: users.ssoToken }).from(users).where(eq(users.id, user.id)).limit(1),
    recentReports(db, user.id, isUnderwriter(user) ? "underwriter" : "tailored", RECENT_LIMIT),
    can(user, "dashboard.pointsCards") ? pointsSummary(db, user.id, user, now) : Promise.resolve([]),
    can(user, "dashboard.natcatCard") ? businessLocation(db, user.id) : Promise.resolve(null),
  ]);
  return {
    greeting: greeting(user.personName, now, timeZone),
    profile: {
      personName: user.personName,
      email: user.email,
      initials: initials(user.personName || user.userName),
    },
    company: user.primaryCompany?.name ?? null,
    search: { ukView, browse: can(user, "industries.browse") },
    classes,
    recent: recent.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      date: formatDate(r.date, { ...user.format, timeZone }),
    })),
    reportsTabTitle: isUnderwriter(user) ? "MY UNDERWRITER REPORTS" : "MY TAILORED REPORTS",
    reports: reports.map((r) => ({
      id: r.id,
      industryId: r.industryId,
      industryName: r.industryName,
      name: r.name,
      updatedAt: r.updatedAt,
    })),
    underwriter: isUnderwriter(user),
    ads,
    promo: can(user, "dashboard.tailoredPromo") ? (ukView ? "uk" : "anz") : null,
    introViewed,
    // 'View NatCat Profiles' is enabled once the user has chosen a business location (profiles exist).
    natcat: can(user, "dashboard.natcatCard") ? { profilesAvailable: location !== null } : null,
    points: points.map((p) => ({
      ...{
        periodText: `${formatDate(p.period.start, { dateFormat: user.format.dateFormat })} – ${formatDate(p.period.end, { dateFormat: user.format.dateFormat })}`,
      },
      type: p.type,
      title: p.title,
      label: p.label,
      total: p.total,
      cap: p.cap,
      period: p.period,
    })),
    knowledge: knowledgeLinks(user, sso[0]?.token ?? ""),
    feedbackHref: mailto(externalLinks().contactEmail, "RiskCoach feedback"),
  };
}
