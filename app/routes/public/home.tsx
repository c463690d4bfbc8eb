import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { Landing } from "~/app/components/landing/Landing";
import type { RouteHandle } from "~/app/root";
import { getSignedIn } from "~/server/auth/guard";
import { externalLinks } from "~/server/config/theme";

export const handle: RouteHandle = { header: "home" };

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSignedIn(request)) throw redirect("/dashboard");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    enquireHref: externalLinks().enquire,
    loginHref: redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login",
  };
}

export default function Home() {
  const { enquireHref, loginHref } = useLoaderData<typeof loader>();
  return <Landing enquireHref={enquireHref} loginHref={loginHref} />;
}
