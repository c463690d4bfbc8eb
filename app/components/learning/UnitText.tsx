/** Unit and guide text: paragraphs, "### " headings and "- " bullet lines (grouped into lists). */
export function UnitText({ blocks }: { blocks: string[] }) {
  const out: React.ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length === 0) return;
    out.push(
      <ul key={`l${out.length}`} className="my-3 list-disc space-y-1 pl-6">
        {list.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>,
    );
    list = [];
  };
  for (const block of blocks) {
    if (block.startsWith("- ")) {
      list.push(block.slice(2));
      continue;
    }
    flush();
    if (block.startsWith("### "))
      out.push(
        <h3 key={`h${out.length}`} className="mt-5 text-lg font-semibold text-brand-800">
          {block.slice(4)}
        </h3>,
      );
    else
      out.push(
        <p key={`p${out.length}`} className="my-3 leading-relaxed">
          {block}
        </p>,
      );
  }
  flush();
  return <>{out}</>;
}
