import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { Landing } from "~/app/components/landing/Landing";
import type { RouteHandle } from "~/app/root";
import { getSignedIn } from "~/app/lib/guard.server";
import { externalLinks } from "~/server/config/theme";
import { getDb } from "~/server/db/client";
import { landingCounts } from "~/server/landing/counts";

export const handle: RouteHandle = { header: "home" };

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSignedIn(request)) throw redirect("/dashboard");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    enquireHref: externalLinks().enquire,
    loginHref: redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login",
    counts: await landingCounts(await getDb()),
  };
}

export default function Home() {
  const { enquireHref, loginHref, counts } = useLoaderData<typeof loader>();
  return <Landing enquireHref={enquireHref} loginHref={loginHref} counts={counts} />;
}
