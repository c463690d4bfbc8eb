import { NatcatReportSection } from "~/app/components/natcat/NatcatReportSection";
import type { ReportDoc } from "~/server/reports/document";

/** The Natural Catastrophe section renderer for ReportDocument's renderNatcat slot. */
export function renderNatcatSection(natcat: NonNullable<ReportDoc["natcat"]>, title: string) {
  return <NatcatReportSection profiles={natcat.profiles} address={natcat.address} title={title} />;
}
