/**
 * The header row is looked for among the first 10 rows of a file: title blocks of exports ("Customer
 * export", "Generated … by …") and blank lines above the labels rarely take more. The column screen
 * offers the same rows. A module of its own so the browser can read it without the detection code.
 */
export const HEADER_ROW_CANDIDATES = 10
