import { data } from "react-router";
import type { FormRefusal } from "~/app/lib/use-app-form";
import type { SaveResult } from "~/server/reports/store";

/**
 * Save of a tailored or underwriter report (step 2): a save refused for want of the insured business
 * name answers 400 with the message on that field (the page's error summary links to it) and what
 * was typed; any other result is the caller's (a toast). Null when the save was not refused so.
 */
export function nameRefusal(saved: SaveResult, typed: string) {
  if (saved.ok || saved.field !== "insuredBusinessName") return null;
  return data<NonNullable<FormRefusal>>(
    { errors: { insuredBusinessName: saved.message }, values: { insuredBusinessName: typed } },
    { status: 400 },
  );
}
