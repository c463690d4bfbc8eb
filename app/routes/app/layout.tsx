import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "~/server/auth/guard";

/** The auth gate: every child route needs a live session, else / with the origin remembered. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function AppLayout() {
  return <Outlet />;
}
