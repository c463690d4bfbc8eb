import { ACCOUNT_ENDPOINTS } from "./account";
import { AUTH_ENDPOINTS } from "./auth";
import { INDUSTRY_ENDPOINTS } from "./industries";
import { LEARNING_ENDPOINTS } from "./learning";
import { NATCAT_ENDPOINTS } from "./natcat";
import { POINT_ENDPOINTS } from "./points";
import { REPORT_ENDPOINTS } from "./reports";
import type { Endpoint } from "./types";

export type { ApiContext, Endpoint } from "./types";
export { SaveReportBody } from "./reports";

/** Every /api/v2 endpoint, by domain; the router and the OpenAPI document read this list. */
export const ENDPOINTS: Endpoint[] = [
  ...AUTH_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...INDUSTRY_ENDPOINTS,
  ...REPORT_ENDPOINTS,
  ...LEARNING_ENDPOINTS,
  ...POINT_ENDPOINTS,
  ...NATCAT_ENDPOINTS,
];
