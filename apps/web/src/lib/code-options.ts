/** The options of a select over a code list: each code with its label. */
export function codeOptions<Code extends string>(codes: readonly Code[], labels: Record<Code, string>) {
  return codes.map((code) => ({ value: code, label: labels[code] }));
}
