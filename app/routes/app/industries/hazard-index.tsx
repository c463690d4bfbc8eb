import { Link } from "react-router";

/**
 * The hazard index (ratings per insurance class, charts, risk summaries) arrives with the risk
 * content release; until then the page says so plainly and points to what exists.
 */
export default function HazardIndex() {
  return (
    <section className="card p-6" aria-labelledby="hazard-title">
      <h1 id="hazard-title" className="text-xl font-semibold text-brand-800">
        Hazard Index
      </h1>
      <p className="mt-2 text-slate-700">
        Hazard ratings for this industry are not published yet. Its classification codes are on the{" "}
        <Link to="../codes" relative="path" className="text-brand-600 underline">
          Industry Codes
        </Link>{" "}
        page.
      </p>
    </section>
  );
}
