import { describe, expect, it } from 'vitest';
import { searchCountries } from './countries.ts';

const firstNames = (text: string, count = 1) =>
  searchCountries(text)
    .slice(0, count)
    .map((c) => c.name);

describe('searchCountries', () => {
  it.each([
    ['USA', 'United States'],
    ['usa', 'United States'],
    ['US', 'United States'],
    ['U.S.A.', 'United States'],
    ['America', 'United States'],
    ['UK', 'United Kingdom'],
    ['GB', 'United Kingdom'],
    ['United Kingdom', 'United Kingdom'],
    ['England', 'United Kingdom'],
    ['Korea', 'South Korea'],
    ['KR', 'South Korea'],
    ['Republic of Korea', 'South Korea'],
    ['UAE', 'United Arab Emirates'],
    ['Holland', 'Netherlands'],
    ['cote d', 'Côte d’Ivoire'],
    ['Brasil', 'Brazil'],
    ['phil', 'Philippines'],
  ])('puts %j first: %s', (text, name) => {
    expect(firstNames(text)).toEqual([name]);
  });

  it("still finds Ukraine for 'UK', after the United Kingdom, and both Koreas for 'Korea'", () => {
    expect(firstNames('UK', 2)).toEqual(['United Kingdom', 'Ukraine']);
    expect(firstNames('Korea', 2)).toEqual(['South Korea', 'North Korea']);
  });

  it('finds nothing for text no country has, and everything for no text', () => {
    expect(searchCountries('Atlantis')).toEqual([]);
    expect(searchCountries('  ').length).toBeGreaterThan(200);
  });
});
