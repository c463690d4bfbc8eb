import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { TermsGate } from "~/app/components/account/TermsGate";
import { TERMS_OF_USE } from "~/server/accounts/terms";
import { requireUser } from "~/server/auth/guard";

/**
 * The auth gate: every child route needs a live session, else / with the origin remembered.
 * A user who has not agreed to the terms of use gets the blocking terms dialog over an inert page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  return { terms: user.isUserAcceptedToc === true ? null : TERMS_OF_USE };
}

export default function AppLayout() {
  const { terms } = useLoaderData<typeof loader>();
  if (!terms) return <Outlet />;
  return (
    <>
      <div inert>
        <Outlet />
      </div>
      <TermsGate terms={terms} />
    </>
  );
}
