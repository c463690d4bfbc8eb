import fs from "node:fs";
import { parse } from "csv-parse/sync";

export type CsvError = { file: string; row: number | null; reason: string };

/**
 * Rows as objects keyed by the header. A row with the wrong number of fields is an error of its
 * own (and comes back with `values: null`); with `expected`, the header must be exactly that.
 */
export function readCsv(
  file: string,
  errors: CsvError[],
  label: string,
  expected?: readonly string[],
): Array<{ row: number; values: Record<string, string> | null }> {
  let records: string[][];
  try {
    records = parse(fs.readFileSync(file, "utf8"), {
      skip_empty_lines: true,
      bom: true,
      relax_column_count: true,
    });
  } catch (error) {
    errors.push({ file: label, row: null, reason: `not valid CSV: ${(error as Error).message}` });
    return [];
  }
  const [header, ...rows] = records;
  if (!header) return [];
  if (expected && header.join(",") !== expected.join(",")) {
    errors.push({ file: label, row: 1, reason: `header must be ${expected.join(",")}` });
    return [];
  }
  return rows.map((fields, i) => {
    const row = i + 2; // 1-based, after the header
    if (fields.length !== header.length) {
      errors.push({
        file: label,
        row,
        reason: `has ${fields.length} fields, expected ${header.length} (${header.join(",")})`,
      });
      return { row, values: null };
    }
    return { row, values: Object.fromEntries(header.map((h, k) => [h, fields[k]])) };
  });
}
