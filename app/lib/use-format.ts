import { useRouteLoaderData } from "react-router";
import { DEFAULT_FORMAT, formatAmount, formatDate, type FormatSettings } from "~/server/format/format";

/** The signed-in user's format settings from the root loader, with bound helpers. */
export function useFormat() {
  const root = useRouteLoaderData("root") as { user?: { format?: FormatSettings } | null } | undefined;
  const settings = root?.user?.format ?? DEFAULT_FORMAT;
  return {
    settings,
    date: (value: Date | string | number | null | undefined) => formatDate(value, settings),
    amount: (value: number, opts?: { decimals?: number; fixed?: boolean }) =>
      formatAmount(value, settings, opts),
  };
}
