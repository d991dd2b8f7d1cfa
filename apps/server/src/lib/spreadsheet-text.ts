/**
 * Text written into a spreadsheet a member opens: a cell whose text starts with `=`, `+`, `-` or `@` (or a tab or
 * carriage return, which some programs skip before reading one of those) could be read as a formula when the
 * file is opened or pasted on ("formula injection"). Such text gets a leading apostrophe, so it stays text.
 */
const formulaStart = new Set(['=', '+', '-', '@', '\t', '\r']);

export function spreadsheetText(value: string): string {
  return value.length > 0 && formulaStart.has(value.charAt(0)) ? `'${value}` : value;
}
