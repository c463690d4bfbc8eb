import { data } from "react-router";
import { NotFound } from "~/app/components/NotFound";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "404 Error | RiskCoach" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
