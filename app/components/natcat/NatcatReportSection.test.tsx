import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { builtinProfiles } from "~/server/natcat/builtin/provider";
import { NatcatReportSection } from "./NatcatReportSection";

describe("NatcatReportSection", () => {
  it("prints the chart, one block per graded hazard with its map, and the hazards without data", () => {
    const profiles = builtinProfiles({ lat: -41.2866, lng: 174.7756 });
    const html = renderToStaticMarkup(
      <NatcatReportSection
        profiles={profiles}
        address="Wellington, Wellington, New Zealand"
        mapImages={{ earthquakebedrock: "data:image/svg+xml;base64,PHN2Zy8+" }}
      />,
    );
    expect(html).toContain("Natural hazards by risk score");
    expect(html).toContain("Business location: <span");
    expect(html).toContain("Hazard factor Z = 0.40");
    expect(html).toContain("High (");
    expect(html).toContain('src="data:image/svg+xml;base64,PHN2Zy8+"');
    expect(html).toContain("No risk data");
    // Graded blocks in descending order of graph_value.
    expect(html.indexOf("Earthquake (Bedrock)</h3>")).toBeLessThan(
      html.indexOf("Windstorm (Cyclonic Wind Region)</h3>"),
    );
  });
});
