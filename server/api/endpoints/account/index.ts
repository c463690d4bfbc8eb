import type { Endpoint } from "../types";
import { COMPANY_ENDPOINTS } from "./companies";
import { PROFILE_ENDPOINTS } from "./profile";
import { SETTINGS_ENDPOINTS } from "./settings";
import { TERMS_AND_THEME_ENDPOINTS, USER_ENDPOINT } from "./user";

/** The user, profile, avatar, companies, settings, terms and report themes. */
export const ACCOUNT_ENDPOINTS: Endpoint[] = [
  USER_ENDPOINT,
  ...SETTINGS_ENDPOINTS,
  ...PROFILE_ENDPOINTS,
  ...COMPANY_ENDPOINTS,
  ...TERMS_AND_THEME_ENDPOINTS,
];
