import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet-text.ts';

describe('spreadsheetText', () => {
  it('keeps text that cannot start a formula as it is', () => {
    for (const text of ['', 'Mini album', 'PK2603010001', '1,500', "'quoted", ' =spaced', 'a=b']) {
      expect(spreadsheetText(text)).toBe(text);
    }
  });

  it('puts an apostrophe before text a spreadsheet could read as a formula', () => {
    expect(spreadsheetText('=HYPERLINK("http://evil.example","x")')).toBe(
      `'=HYPERLINK("http://evil.example","x")`,
    );
    expect(spreadsheetText('+1+2')).toBe("'+1+2");
    expect(spreadsheetText('-2+3')).toBe("'-2+3");
    expect(spreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(spreadsheetText('\t=1+1')).toBe("'\t=1+1");
    expect(spreadsheetText('\r=1+1')).toBe("'\r=1+1");
  });
});
