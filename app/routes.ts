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
  // Signed-in app: the layout's loader is the auth gate for every child.
  layout("routes/app/layout.tsx", [
    route("dashboard", "routes/app/dashboard.tsx"),
    route("calculator/under-insurance", "routes/app/calculator/under-insurance.tsx"),
    route("calculator/under-insurance/printing", "routes/app/calculator/under-insurance-print.tsx"),
    route("courses", "routes/app/courses/index.ts"),
    route("courses/browse", "routes/app/courses/browse.tsx"),
    route("courses/:id", "routes/app/courses/course.tsx", { id: "course" }, [
      index("routes/app/courses/course-index.ts"),
      route("guide", "routes/app/courses/guide.tsx"),
      route("content", "routes/app/courses/content.tsx"),
      route("quiz", "routes/app/courses/quiz.tsx"),
    ]),
    route("test-your-knowledge", "routes/app/test-your-knowledge.tsx"),
    route("points", "routes/app/points/index.tsx"),
    route("points/certificate/print", "routes/app/points/certificate-print.ts"),
    route("points/certificate", "routes/app/points/certificate.ts"),
    route("industries/:id/risk-report/preview", "routes/app/report/preview.tsx"),
    route("industries/:id/risk-report/download", "routes/app/report/download.ts"),
    route("reports/:reportId/share", "routes/app/report/share.tsx"),
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
      route("quiz", "routes/app/industries/quiz.tsx"),
      route("*", "routes/not-found.tsx", { id: "industry-not-found" }),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
