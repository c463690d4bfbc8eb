import { Outlet, useLocation } from "react-router";
import { SideMenu } from "~/app/components/ui/SideMenu";

const ITEMS = [
  { key: "profile", to: "/account/user-profile", label: "Profile" },
  { key: "company", to: "/account/company-information", label: "Company Information" },
  { key: "settings", to: "/account/settings", label: "Settings" },
];

/** The account area: a side menu (Profile, Company Information, Settings) and the page. */
export default function AccountLayout() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
      <SideMenu label="Account" items={ITEMS.map((i) => ({ ...i, current: pathname.startsWith(i.to) }))} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
