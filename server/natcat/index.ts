/** The natcat domain's entry points for other domains (reports, dashboard). */
export {
  businessLocation,
  locationFor,
  mapDataUri,
  mapUrl,
  natcatProfilesAt,
  natcatProfilesFor,
  natcatReportData,
  setBusinessLocation,
  suggestPlaces,
  type BusinessLocation,
  type NatcatResult,
} from "./location";
export type { NatcatProfile } from "./types";
