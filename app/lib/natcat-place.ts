/**
 * The place a NatCat address names (`?place=<gazetteer id>`), or null. The page, its report and the
 * report's PDF all take the location from it (issue 20), falling back to the business location.
 */
export function placeParam(request: Request): string | null {
  const value = new URL(request.url).searchParams.get("place")?.trim() ?? "";
  return value && value.length <= 120 ? value : null;
}

/** `?place=<id>` for links between the NatCat page, its report and the PDF; "" without a place. */
export const placeQuery = (placeId: string | null | undefined) =>
  placeId ? `?${new URLSearchParams({ place: placeId })}` : "";
