import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { Avatar } from "~/app/components/shell/Header";
import { SUPPORTED_COUNTRIES } from "~/server/accounts/catalogue";
import { greeting, timeZoneFor } from "~/server/accounts/greeting";
import { initials } from "~/server/accounts/viewer";
import { requireUser } from "~/server/auth/guard";

export const meta = () => [{ title: "Dashboard | RiskCoach" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  return {
    greeting: greeting(
      user.personName,
      new Date(),
      timeZoneFor(request, SUPPORTED_COUNTRIES[user.country].timeZone),
    ),
    profile: {
      personName: user.personName,
      email: user.email,
      initials: initials(user.personName || user.userName),
    },
    company: user.primaryCompany?.name ?? null,
  };
}

export default function Dashboard() {
  const { greeting, profile, company } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold text-brand-800">{greeting}</h1>
      <p className="mt-2 text-slate-600">Welcome back{company ? ` to ${company}` : ""}.</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <section className="card p-6" aria-labelledby="profile-card-title">
          <h2 id="profile-card-title" className="sr-only">
            Your profile
          </h2>
          <div className="flex items-center gap-4">
            <Avatar initials={profile.initials} size={60} />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold">{profile.personName}</p>
              <p className="truncate text-sm text-slate-600">{profile.email}</p>
            </div>
          </div>
          <Link to="/account/user-profile" className="btn btn-secondary mt-6 w-full">
            Edit
          </Link>
        </section>
      </div>
    </div>
  );
}
