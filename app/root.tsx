import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "./components/shell/Footer";
import { Header } from "./components/shell/Header";
import { Toast } from "./components/ui/Toast";
import { NotFound } from "./components/NotFound";
import { useNonce, useRequestId, useUnavailable } from "./lib/nonce";
import { shellLinks, shellUser } from "./lib/shell.server";
import stylesheet from "./styles/app.css?url";
import { readFlash } from "~/app/lib/cookies.server";
import { getSignedIn } from "~/app/lib/guard.server";
import { APP_THEMES } from "~/server/config/theme";
import { siteFor } from "~/server/platform/site";
import { faultRequested, injectFault } from "~/server/http/faults";
import { badgeTotals } from "~/server/points/points";

export type RouteHandle = {
  /** false: the page is fully server-rendered and ships no React bundle (public pages). */
  hydrate?: boolean;
  /** "home": the header starts transparent over the hero. */
  header?: "home";
  /** A print page: no header, footer or menus around it. */
  print?: boolean;
  /** Inside an industry page: the page needs the full width (no industry side menu). */
  wide?: boolean;
};

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/**
 * The site's title, for pages that do not name themselves. A route's own meta replaces it, so a page
 * has exactly one <title> (there were two, and browsers and the PDF engine took the site's).
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: (data as { theme?: { title?: string } } | undefined)?.theme?.title ?? "RiskCoach" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  injectFault(request, "loader");
  const signedIn = await getSignedIn(request);
  const flash = await readFlash(request);
  const site = siteFor(request);
  const appTheme = site.appTheme;
  const partner = site.partner;
  return data(
    {
      requestId: context.requestId,
      theme: { id: appTheme, ...APP_THEMES[appTheme] },
      user: signedIn ? shellUser(signedIn.user, await badgeTotals(signedIn.user)) : null,
      links: shellLinks(partner?.key ?? null),
      partner: partner
        ? { name: partner.name, logo: partner.logo, colors: partner.colors, footerLogos: partner.footerLogos }
        : null,
      toast: flash.toast,
      year: new Date().getFullYear(),
      renderFault: faultRequested(request, "render"),
    },
    { headers: flash.setCookie ? { "Set-Cookie": flash.setCookie } : undefined },
  );
}

/**
 * Also reload after a refused action (4xx), so a toast from an earlier redirect does not stay
 * beside the page's error toast.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const requestId = useRequestId();
  const unavailable = useUnavailable();
  const matches = useMatches();
  const hydrate = !matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === false);
  const theme = root?.theme;
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {requestId ? <meta name="request-id" content={requestId} /> : null}
        {unavailable ? <meta name="rc-unavailable" content="1" /> : null}
        <link rel="icon" href={theme?.favicon ?? "/favicon.svg"} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body
        className="min-h-screen bg-slate-50 text-slate-900 antialiased"
        style={partnerStyle(root?.partner ?? null)}
      >
        {children}
        <script type="module" src="/enhance.js" nonce={nonce} />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** A partner site re-colours the whole app through the brand CSS variables. */
function partnerStyle(partner: RootData["partner"]): React.CSSProperties | undefined {
  if (!partner) return undefined;
  return {
    "--color-brand-900": partner.colors.brand900,
    "--color-brand-800": partner.colors.brand800,
    "--color-brand-600": partner.colors.brand600,
    "--color-accent-500": partner.colors.accent500,
  } as React.CSSProperties;
}

function Shell({ children, signedOut = false }: { children: React.ReactNode; signedOut?: boolean }) {
  const root = useRootData();
  const matches = useMatches();
  const home = matches.some((m) => (m.handle as RouteHandle | undefined)?.header === "home");
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header
        user={signedOut ? null : (root?.user ?? null)}
        links={root?.links ?? null}
        productName={root?.theme.productName ?? "RiskCoach"}
        home={home}
      />
      {root?.toast ? <Toast toast={root.toast} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer
        year={root?.year ?? new Date().getFullYear()}
        links={root?.links ?? null}
        partner={root?.partner ?? null}
      />
    </div>
  );
}

export default function App() {
  const root = useRootData();
  const matches = useMatches();
  if (root?.renderFault) throw new Error("Injected rendering fault");
  if (matches.some((m) => (m.handle as RouteHandle | undefined)?.print)) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const requestId = useRequestId();
  const unavailable = useUnavailable();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  // Refusals that carry a message for the user (search limit 429, trial 403).
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string | null } | null)?.message
    : null;
  if (message) {
    const locked = isRouteErrorResponse(error) && error.status === 429;
    return (
      <Shell signedOut={locked}>
        <section
          className="mx-4 my-16 max-w-xl sm:mx-auto rounded-lg border border-amber-300 bg-white p-8"
          role="alert"
          aria-labelledby="refusal-title"
        >
          <h1 id="refusal-title" className="text-xl font-semibold text-brand-800">
            {locked ? "Account locked" : "Not available"}
          </h1>
          <p className="mt-3 text-slate-800">{message}</p>
          <a href="/" className="btn btn-secondary mt-6">
            Home
          </a>
        </section>
      </Shell>
    );
  }
  // The database is unreachable (503): say so, and that it is worth trying again.
  if (unavailable) {
    return (
      <Shell>
        <section
          className="mx-auto my-16 max-w-xl rounded-lg border border-amber-300 bg-white p-8"
          role="alert"
          aria-labelledby="unavailable-title"
        >
          <h1 id="unavailable-title" className="text-xl font-semibold text-brand-800">
            Service temporarily unavailable
          </h1>
          <p className="mt-3 text-slate-800">Please try again in a minute.</p>
          {requestId ? <p className="mt-2 text-sm text-slate-600">Reference: {requestId}</p> : null}
        </section>
      </Shell>
    );
  }
  // Spec: after a rendering failure an (otherwise empty) error panel shows; we add the reference
  // that lets support find the logged error.
  return (
    <Shell>
      <section
        className="mx-auto my-16 max-w-xl rounded-lg border border-red-200 bg-white p-8"
        role="alert"
        aria-labelledby="error-title"
      >
        <h1 id="error-title" className="text-xl font-semibold text-red-800">
          Error
        </h1>
        {requestId ? <p className="mt-2 text-sm text-slate-600">Reference: {requestId}</p> : null}
      </section>
    </Shell>
  );
}
