/**
 * Page titles name the product of the site's app theme: "Dashboard | RiskCoach" on the general
 * site, "Dashboard | RiskCoach NatCat" on the natcat site (issue #18). The name comes from the root
 * loader (server/config/theme.ts), which every page has.
 */
export type TitleMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export function productName(matches: TitleMatches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { theme?: { productName?: string } } | undefined;
  return root?.theme?.productName ?? "RiskCoach";
}

/** `[{ title: "<page> | <product>" }]` for a route's meta function. */
export function pageTitle(page: string, matches: TitleMatches) {
  return [{ title: `${page} | ${productName(matches)}` }];
}

/** A route's meta for a fixed page name: `export const meta = titled("Dashboard");`. */
export const titled =
  (page: string) =>
  ({ matches }: { matches: TitleMatches }) =>
    pageTitle(page, matches);
