import { data } from "react-router";
import { NotFound } from "~/app/components/NotFound";
import { titled } from "~/app/lib/title";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = titled("404 Error");

export default function NotFoundRoute() {
  return <NotFound />;
}
