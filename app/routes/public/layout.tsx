import { Outlet } from "react-router";
import type { RouteHandle } from "~/app/root";

export const handle: RouteHandle = { hydrate: false };

export default function PublicLayout() {
  return <Outlet />;
}
