import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Public, server-rendered pages that ship no React bundle (handle.hydrate = false).
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("login", "routes/public/login.tsx"),
    route("reset-password", "routes/public/reset-password.tsx"),
    route("reset-password/:token", "routes/public/reset-password-token.tsx"),
    route("privacy-policy", "routes/public/privacy-policy.tsx"),
    route("terms-and-conditions", "routes/public/terms-and-conditions.tsx"),
  ]),
  // Read-only report links: no account, the token is the key.
  route("shared/reports/:token", "routes/public/shared-report.tsx"),
  route("shared/reports/:token/pdf", "routes/public/shared-report-pdf.ts"),
  route("logout", "routes/logout.ts"),
  route("link", "routes/public/link.ts"),
  route("api/v2/*", "routes/api/v2.ts"),
  // Signed-in app: the layout's loader is the auth gate for every child.
  layout("routes/app/layout.tsx", [
    route("dashboard", "routes/app/dashboard.tsx"),
    route("general-info", "routes/app/general-info/index.tsx"),
    route("general-info/:route", "routes/app/general-info/article.tsx"),
    route("calculator/under-insurance", "routes/app/calculator/under-insurance.tsx"),
    route("calculator/under-insurance/printing", "routes/app/calculator/under-insurance-print.tsx"),
    route("industries/:id/risk-report/preview", "routes/app/report/preview.tsx"),
    route("industries/:id/risk-report/download", "routes/app/report/download.ts"),
    route("reports/:reportId/share", "routes/app/report/share.tsx"),
    route("calculator/building-cost", "routes/app/calculator/building-cost.tsx"),
    route("calculator/building-cost/printing", "routes/app/calculator/building-cost-print.tsx"),
    route("account", "routes/app/account/layout.tsx", [
      index("routes/app/account/index.ts"),
      route("user-profile", "routes/app/account/user-profile.tsx"),
      route("company-information", "routes/app/account/company-information.tsx"),
      route("settings", "routes/app/account/settings.tsx"),
    ]),
    route("account/address-search", "routes/app/account/address-search.ts"),
    route("account/avatar", "routes/app/account/avatar.ts"),
    route("account/company-logo/:id", "routes/app/account/company-logo.ts"),
    route("account/terms", "routes/app/account/terms.ts"),
    route("natcat", "routes/app/natcat/index.tsx"),
    route("natcat/places.json", "routes/app/natcat/places.ts"),
    route("natcat/map/:layer", "routes/app/natcat/map.ts"),
    route("industries/search", "routes/app/industries/search.tsx"),
    route("industries/search.json", "routes/app/industries/search-data.ts"),
    route("industries/browse", "routes/app/industries/browse.tsx"),
    route("industries/:id", "routes/app/industries/layout.tsx", [
      index("routes/app/industries/index.tsx"),
      route("report", "routes/app/report/layout.tsx", [
        index("routes/app/report/index.ts"),
        route("quick-report", "routes/app/report/quick.tsx"),
        route("tailored-report", "routes/app/report/tailored.tsx"),
        route("underwriter-report", "routes/app/report/underwriter.tsx"),
      ]),
      route("hazard-index", "routes/app/industries/hazard-index.tsx"),
      route("natcat-profile", "routes/app/industries/natcat-profile.tsx"),
      route("significant-exposures", "routes/app/industries/exposures.tsx", { id: "significant-exposures" }),
      route("materials-equipments", "routes/app/industries/exposures.tsx", { id: "materials-equipments" }),
      route("risk-checklist", "routes/app/industries/checklist.tsx"),
      route("risk-assessment/:classSlug?", "routes/app/industries/risk-assessment.tsx", {
        id: "risk-assessment",
      }),
      route("risk-description/:classSlug?", "routes/app/industries/risk-assessment.tsx", {
        id: "risk-description",
      }),
      route("related-industries", "routes/app/industries/related.tsx"),
      route("codes", "routes/app/industries/codes.tsx"),
      route("endorsements", "routes/app/industries/endorsements.tsx"),
      route("media", "routes/app/industries/media.tsx"),
      route("*", "routes/not-found.tsx", { id: "industry-not-found" }),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
