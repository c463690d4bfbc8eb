import { Link } from "react-router";
import type { ShellLinks } from "~/app/lib/shell.server";

/** Footer of platform §2; social links are absent on partner hosts (links.social is empty there). */
type FooterPartner = { name: string; footerLogos: Array<{ src: string; alt: string }> } | null;

export function Footer({
  year,
  links,
  partner = null,
}: {
  year: number;
  links: ShellLinks | null;
  partner?: FooterPartner;
}) {
  return (
    <footer className="mt-16 bg-brand-900 text-sm text-white/85">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/privacy-policy" className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-and-conditions" className="hover:text-white hover:underline">
                Terms and Conditions
              </Link>
            </li>
            {links ? (
              <li>
                <a href={`mailto:${links.contactEmail}`} className="hover:text-white hover:underline">
                  Contact Us
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        {links && links.social.length > 0 ? (
          <ul className="flex gap-4" aria-label="Social media">
            {links.social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white hover:underline"
                >
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {partner ? (
          <ul className="flex items-center gap-4" aria-label={`${partner.name} partners`}>
            {partner.footerLogos.map((l) => (
              <li key={l.src}>
                <img src={l.src} alt={l.alt} className="h-8 w-auto" width={120} height={32} />
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          © 1999–{year} RiskCoach{partner ? ` for ${partner.name}` : ""}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
