import type { Country } from "../accounts/catalogue";
import { classActive, classInCountry, type Viewer } from "../policy/policy";
import { CHECKLIST_TYPES, type ChecklistType } from "./checklist-types";
import { hazardIndex, type HazardItem, type RiskModel } from "./model";
import type { IndustryContent } from "./writeups";

/**
 * Restricted users (industries spec §3, §6; decision 0011). Which class is active is the policy's
 * answer (classActive); this module applies it to the industry's content, so that an inactive
 * class is still listed by name but nothing of its content (rating, reasons, checklist questions,
 * risk document) leaves the server.
 */

export { NOT_INCLUDED_LABEL } from "./not-included";

export const notIncludedMessage = (className: string) =>
  `${className} is not included in your subscription. Contact us to add this insurance class to your subscription.`;

/** What the page may say about an inactive class: its name, never its content. */
export type InactiveClass = { id: number; slug: string; name: string };

const ref = (c: { id: number; slug: string; name: string }): InactiveClass => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
});

/**
 * The hazard index as the viewer may see it: the active classes rated (highest first) and the
 * inactive ones by name only, in the classes' own order (sorting them by rating would tell it).
 * Country rules apply first (classVisibleIn, inside hazardIndex).
 */
export function viewerHazardIndex(
  model: RiskModel,
  industry: { code: string; anzsic: string },
  country: Country,
  viewer: Pick<Viewer, "allowedClassIds">,
): { items: HazardItem[]; inactive: InactiveClass[] } {
  const all = hazardIndex(model, industry, country);
  return {
    items: all.filter((i) => classActive(viewer, i.id)).sort((a, b) => b.rating - a.rating),
    inactive: all.filter((i) => !classActive(viewer, i.id)).map(ref),
  };
}

export type ViewerContent = IndustryContent & {
  /** Inactive classes this industry has content for; their content itself has been removed. */
  inactive: {
    /** Classes with a risk assessment / risk description, in the order of mainClasses. */
    documents: InactiveClass[];
    /** Classes with checklist questions, per question type. */
    checklist: Record<ChecklistType, InactiveClass[]>;
  };
};

const noInactive = (): ViewerContent["inactive"] => ({
  documents: [],
  checklist: { Core: [], General: [], Key: [] },
});

/**
 * An industry's content without the inactive classes' content: their checklist questions and risk
 * documents are dropped (the questions of 'core', which belong to no one class, stay), and what was
 * dropped is named in `inactive` so the pages can list it as not included.
 */
export function restrictContent(
  given: IndustryContent,
  model: RiskModel,
  viewer: Pick<Viewer, "allowedClassIds" | "country">,
): ViewerContent {
  // Country rules first: a class the viewer's country does not have is not listed at all.
  const inCountry = (slug: string) => slug === "core" || classInCountry(viewer, slug);
  const content: IndustryContent = {
    ...given,
    mainClasses: given.mainClasses.filter(inCountry),
    riskDescriptions: Object.fromEntries(
      Object.entries(given.riskDescriptions).filter(([slug]) => inCountry(slug)),
    ),
    checklist: given.checklist.filter((q) => inCountry(q.classSlug)),
  };
  if (viewer.allowedClassIds === null) return { ...content, inactive: noInactive() };
  const bySlug = new Map(model.classes.map((c) => [c.slug, c]));
  // A question or document of a class the model does not know is nobody's to show.
  const active = (slug: string) => {
    const cls = bySlug.get(slug);
    return cls !== undefined && classActive(viewer, cls.id);
  };
  const inactive = noInactive();
  const documented = content.mainClasses.filter((slug) => content.riskDescriptions[slug]);
  for (const slug of documented) {
    const cls = bySlug.get(slug);
    if (cls && !active(slug)) inactive.documents.push(ref(cls));
  }
  for (const type of CHECKLIST_TYPES) {
    const slugs = new Set(
      content.checklist.filter((q) => q.type === type && q.classSlug !== "core").map((q) => q.classSlug),
    );
    for (const slug of slugs) {
      const cls = bySlug.get(slug);
      if (cls && !active(slug)) inactive.checklist[type].push(ref(cls));
    }
  }
  return {
    ...content,
    mainClasses: content.mainClasses.filter(active),
    riskDescriptions: Object.fromEntries(
      Object.entries(content.riskDescriptions).filter(([slug]) => active(slug)),
    ),
    checklist: content.checklist.filter((q) => q.classSlug === "core" || active(q.classSlug)),
    inactive,
  };
}

/** The class a URL names (slug with dashes or underscores), when the viewer may not open it. */
export function inactiveClassOf(
  model: RiskModel,
  viewer: Pick<Viewer, "allowedClassIds">,
  slug: string | undefined,
): InactiveClass | null {
  // 'core' is the checklist's "All classes": questions for every class, never one class's content.
  if (!slug || slug === "core") return null;
  const cls = model.classes.find((c) => c.slug === slug.replace(/-/g, "_"));
  return cls && !classActive(viewer, cls.id) ? ref(cls) : null;
}

/**
 * A page of one class (a risk document, a checklist class) asked for by URL: refused with the
 * reason when the class is inactive for the viewer (the web answers 403).
 */
export function openClass(
  model: RiskModel,
  viewer: Pick<Viewer, "allowedClassIds">,
  slug: string | undefined,
): { ok: true } | { ok: false; reason: "inactive-class"; message: string } {
  const cls = inactiveClassOf(model, viewer, slug);
  return cls ? { ok: false, reason: "inactive-class", message: notIncludedMessage(cls.name) } : { ok: true };
}
