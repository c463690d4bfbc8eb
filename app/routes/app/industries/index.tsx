import { redirect } from "react-router";
import type { Route } from "./+types/index";

/** Spec §2: the bare industry path opens the hazard index. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/industries/${params.id}/hazard-index`);
}
