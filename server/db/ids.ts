/** Largest value of a PostgreSQL `integer`/`serial` column (ids are int4). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * True for a number that can be a row id. Anything else is "not found" without a query: an id past
 * int4 (say 2147483648 in a URL) would otherwise make PostgreSQL fail the query ("out of range for
 * type integer") and the page answer 500 instead of 404.
 */
export function isRowId(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ROW_ID;
}
