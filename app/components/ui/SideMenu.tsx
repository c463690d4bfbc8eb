import { Link } from "react-router";
import { NotIncluded } from "~/app/components/risk/NotIncluded";

export type SideMenuItem = {
  key: string;
  to: string;
  label: string;
  current: boolean;
  /** An inactive insurance class of a restricted user (decision 0011): listed, labelled, not a link. */
  notIncluded?: boolean;
};

/** A vertical menu of links in a card (class lists, media types); the current item is marked for screen readers. */
export function SideMenu({
  label,
  items,
  className = "md:w-56",
}: {
  label: string;
  items: SideMenuItem[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`${className} md:shrink-0`}>
      <ul className="card p-2 text-sm">
        {items.map((item) => (
          <li key={item.key}>
            {item.notIncluded ? (
              <span
                aria-disabled="true"
                data-not-included=""
                className="flex cursor-not-allowed flex-col items-start gap-0.5 rounded bg-slate-50 px-3 py-2 text-slate-600"
              >
                {item.label}
                <NotIncluded />
              </span>
            ) : (
              <Link
                to={item.to}
                preventScrollReset
                aria-current={item.current ? "page" : undefined}
                className={`block rounded px-3 py-2 ${item.current ? "bg-brand-600 text-white" : "hover:bg-slate-100"}`}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
