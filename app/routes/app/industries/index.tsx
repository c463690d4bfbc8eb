import { redirect } from "react-router";
import type { Route } from "./+types/index";

/** Spec §2: the bare industry path opens the hazard index. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/industries/${params.id}/hazard-index`);
}

/**
 * A page, not a resource route, though its loader always redirects: a refusal of the industry gate
 * (trial set, search limit) on /industries/{id} then renders as the error page, not as JSON.
 */
export default function IndustryIndex() {
  return null;
}
