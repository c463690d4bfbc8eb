import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import type { ShellLinks, ShellUser } from "~/app/lib/shell.server";
import { BuildingIcon, ChevronDownIcon, ExternalIcon, LogoutIcon, SettingsIcon, UserIcon } from "../ui/icons";
import { Logo } from "./Logo";

type Props = { user: ShellUser | null; links: ShellLinks | null; productName: string; home: boolean };

/**
 * Header of platform §2. Menus are <details> so they open by keyboard and without JavaScript;
 * /enhance.js adds closing on Escape and outside click, and the scroll behaviour (data-scrolled,
 * data-shadow, data-hidden), which React never renders so hydration and the script do not collide.
 */
export function Header({ user, links, productName, home }: Props) {
  const location = useLocation();
  const lastKey = useRef(location.key);
  useEffect(() => {
    // On mount the page has hydrated (the header is on every hydrated page): public/enhance.js gives
    // back to the fields what was typed into them before then (section 10). After a client-side navigation (not on
    // mount: a menu opened before hydration stays open), close any menu the click came from.
    if (lastKey.current === location.key) return void dispatchEvent(new Event("rc:hydrated"));
    lastKey.current = location.key;
    for (const menu of document.querySelectorAll("details[data-menu][open]")) menu.removeAttribute("open");
  }, [location.key]);

  return (
    <header
      className="site-header bg-brand-800 text-white"
      data-home={home ? "true" : undefined}
      data-site-header
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={user ? "/dashboard" : "/"}
          className="rounded text-white"
          aria-label={`${productName} home`}
        >
          <Logo productName={productName} />
        </Link>
        <div className="ml-auto flex items-center gap-3">
          {user ? (
            <>
              {user.points.length > 0 ? <PointsBadge points={user.points} /> : null}
              <AccountMenu user={user} />
            </>
          ) : (
            <LoginButton />
          )}
        </div>
      </div>
      {user && links ? <MainMenu user={user} links={links} /> : null}
    </header>
  );
}

function LoginButton() {
  const location = useLocation();
  const redirectTo = new URLSearchParams(location.search).get("redirectTo");
  const href = redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
  return (
    <Link to={href} className="btn bg-accent-600 text-white hover:bg-accent-500" data-login-button>
      Log in
    </Link>
  );
}

function PointsBadge({ points }: { points: ShellUser["points"] }) {
  const text = points.map((p) => `${p.label} ${p.total}`).join(", ");
  return (
    <Link
      to="/points"
      className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white hover:bg-white/20"
      aria-label={`Points: ${text}`}
    >
      {points.map((p) => (
        <span key={p.type} className="flex items-center gap-1 whitespace-nowrap">
          <span className="text-white/80">{p.label}</span>
          <span className="rounded-full bg-accent-700 px-2 text-white">{p.total}</span>
        </span>
      ))}
    </Link>
  );
}

function AccountMenu({ user }: { user: ShellUser }) {
  return (
    <details className="relative" data-menu>
      <summary
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-white/10"
        aria-label={`Account menu for ${user.personName}`}
      >
        <Avatar initials={user.initials} src={user.avatarUrl} size={36} />
        <ChevronDownIcon className="h-4 w-4" />
      </summary>
      <div className="menu-panel right-0 w-72 p-4">
        <div className="flex items-center gap-3">
          <Avatar initials={user.initials} src={user.avatarUrl} size={60} />
          <div className="min-w-0">
            <p className="truncate font-semibold">{user.personName}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
        </div>
        <nav aria-label="Account" className="mt-4 flex justify-around border-y border-slate-200 py-2">
          <Link
            to="/account/user-profile"
            className="rounded p-2 text-brand-600 hover:bg-slate-100"
            aria-label="User profile"
            title="User profile"
          >
            <UserIcon />
          </Link>
          <Link
            to="/account/company-information"
            className="rounded p-2 text-brand-600 hover:bg-slate-100"
            aria-label="Company information"
            title="Company information"
          >
            <BuildingIcon />
          </Link>
          <Link
            to="/account/settings"
            className="rounded p-2 text-brand-600 hover:bg-slate-100"
            aria-label="Settings"
            title="Settings"
          >
            <SettingsIcon />
          </Link>
        </nav>
        <Form method="post" action="/logout" className="mt-3">
          <button type="submit" className="btn btn-secondary w-full">
            <LogoutIcon /> Logout
          </button>
        </Form>
      </div>
    </details>
  );
}

export function Avatar({ initials, size, src }: { initials: string; size: number; src?: string | null }) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full bg-white object-cover"
        style={{ width: size, height: size }}
      />
    );
  return (
    <span
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-accent-700 font-semibold text-white"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}

function MainMenu({ user, links }: { user: ShellUser; links: ShellLinks }) {
  const can = user.can;
  const item = "block rounded px-3 py-2 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white";
  // The spec's three links open in a new tab; our Building Cost Calculator sits next to the
  // under-insurance one and opens in place.
  const calculators = [
    can["menu.calculators.businessInterruption"] && {
      label: "Business Interruption Calculator",
      href: links.businessInterruptionCalculator,
    },
    can["menu.calculators.underInsurance"] && {
      label: "Under Insurance Calculator",
      href: links.underInsuranceCalculator,
    },
    can["menu.calculators.buildingCost"] && {
      label: "Building Cost Calculator",
      href: "/calculator/building-cost",
      internal: true,
    },
    can["menu.calculators.limitOfLiability"] && {
      label: "Limit of Liability Calculator",
      href: links.limitOfLiabilityCalculator,
    },
  ].filter((x): x is { label: string; href: string; internal?: boolean } => Boolean(x));
  return (
    <nav aria-label="Main" className="border-t border-white/10 bg-brand-900/40">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-1 sm:px-6">
        {can["menu.generalInfo"] ? (
          <li>
            <Link to="/general-info" className={item}>
              General Information
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/courses" className={item}>
            Short Courses
          </Link>
        </li>
        {can["menu.natcat"] ? (
          <li>
            <Link to="/natcat" className={item}>
              NatCat
            </Link>
          </li>
        ) : null}
        {can["menu.testYourKnowledge"] ? (
          <li>
            <Link to="/test-your-knowledge" className={`${item} flex items-center gap-2`}>
              Test Your Knowledge
              <span className="rounded bg-amber-400 px-1.5 text-xs font-bold text-slate-900">NEW</span>
            </Link>
          </li>
        ) : null}
        <li>
          <details className="relative" data-menu>
            <summary className={`${item} flex items-center gap-1`}>
              Calculators <ChevronDownIcon className="h-4 w-4" />
            </summary>
            <ul className="menu-panel left-0 py-2">
              {calculators.map((l) => (
                <li key={l.label}>
                  {l.internal ? (
                    <Link to={l.href} className="block px-4 py-2 text-sm hover:bg-slate-100">
                      {l.label}
                    </Link>
                  ) : (
                    <a
                      href={l.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center justify-between gap-3 px-4 py-2 text-sm hover:bg-slate-100"
                    >
                      {l.label}
                      <ExternalIcon className="h-4 w-4 text-slate-500" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </details>
        </li>
      </ul>
    </nav>
  );
}
