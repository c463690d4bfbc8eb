/** A calculator's print page body: its inputs and results as label/value tables, one section each. */
export function PrintTables({
  inputs,
  results,
}: {
  inputs: Array<[string, string]>;
  results: Array<[string, string]>;
}) {
  return (
    <>
      {(
        [
          ["Inputs", inputs],
          ["Results", results],
        ] as const
      ).map(([title, rows]) => (
        <section key={title} className="mt-6">
          <h2 className="text-lg font-semibold">{title}</h2>
          <table className="mt-2 w-full text-left text-sm">
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label} className="border-b border-slate-200">
                  <th scope="row" className="py-2 font-normal">
                    {label}
                  </th>
                  <td className="py-2 text-right font-mono">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
