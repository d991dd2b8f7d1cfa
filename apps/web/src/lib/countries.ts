/** ISO 3166-1 alpha-2 codes of the countries a member may live in or ship to. */
const countryCodes = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN ' +
  'MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS ' +
  'PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL ' +
  'TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

export type Country = { code: string; name: string };

let cache: Country[] | undefined;

/** Every country with its English name, sorted by name. */
export function listCountries(): Country[] {
  if (cache) return cache;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  cache = countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((first, second) => first.name.localeCompare(second.name, 'en'));
  return cache;
}

/** The English name of a country code, or the code itself when unknown. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return listCountries().find((country) => country.code === code.toUpperCase())?.name ?? code;
}

/**
 * Other names fans type for a country: common short forms, three-letter codes and older names. The picker
 * matches these as well as the English name and the two-letter code.
 */
const countryAliases: Record<string, readonly string[]> = {
  US: ['USA', 'United States of America', 'America', 'U.S.', 'U.S.A.'],
  GB: ['UK', 'GBR', 'U.K.', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  KR: ['Korea', 'KOR', 'Republic of Korea', 'ROK'],
  KP: ['PRK', 'DPRK'],
  AE: ['UAE', 'Emirates'],
  CA: ['CAN'],
  AU: ['AUS'],
  NZ: ['NZL'],
  DE: ['DEU', 'Deutschland'],
  FR: ['FRA'],
  ES: ['ESP', 'España', 'Espana'],
  IT: ['ITA'],
  NL: ['NLD', 'Holland', 'The Netherlands'],
  JP: ['JPN', 'Nippon'],
  CN: ['CHN', 'PRC', 'Mainland China'],
  TW: ['TWN', 'ROC', 'Republic of China'],
  HK: ['HKG'],
  MO: ['Macao'],
  PH: ['PHL'],
  ID: ['IDN'],
  MY: ['MYS'],
  SG: ['SGP'],
  TH: ['THA'],
  VN: ['VNM', 'Viet Nam'],
  MX: ['MEX'],
  BR: ['BRA', 'Brasil'],
  AR: ['ARG'],
  CL: ['CHL'],
  RU: ['RUS', 'Russian Federation'],
  TR: ['TUR', 'Turkey'],
  CZ: ['CZE', 'Czech Republic'],
  CH: ['CHE', 'Swiss'],
  SE: ['SWE'],
  NO: ['NOR'],
  DK: ['DNK'],
  FI: ['FIN'],
  PL: ['POL'],
  PT: ['PRT'],
  IE: ['IRL', 'Eire'],
  IN: ['IND'],
  SA: ['SAU', 'KSA'],
  ZA: ['ZAF', 'RSA'],
  MM: ['Burma'],
  SZ: ['Swaziland'],
  CI: ['Ivory Coast'],
  CD: ['DRC', 'Congo-Kinshasa'],
  CG: ['Congo-Brazzaville'],
  MK: ['Macedonia'],
  CV: ['Cape Verde'],
  VA: ['Vatican', 'Holy See'],
};

/** Lower case without accents or punctuation: 'Côte d’Ivoire' -> 'cote divoire', 'U.S.A.' -> 'usa'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The countries matching what was typed, best first: a two-letter code or a name/alias equal to the text,
 * then names or aliases starting with it, then containing it ('UK' gives the United Kingdom before Ukraine,
 * 'Korea' South Korea before North Korea). Accents and punctuation are ignored.
 */
export function searchCountries(text: string): Country[] {
  const term = normalise(text);
  if (!term) return listCountries();
  const ranked: { country: Country; rank: number }[] = [];
  for (const country of listCountries()) {
    const names = [country.name, ...(countryAliases[country.code] ?? [])].map(normalise);
    let rank = Number.POSITIVE_INFINITY;
    if (country.code.toLowerCase() === term || names.some((name) => name === term)) rank = 0;
    else if (names.some((name) => name.startsWith(term) || name.includes(` ${term}`))) rank = 1;
    else if (names.some((name) => name.includes(term))) rank = 2;
    if (Number.isFinite(rank)) ranked.push({ country, rank });
  }
  // Sorting is stable: equal ranks keep the alphabetical order of listCountries.
  return ranked.sort((first, second) => first.rank - second.rank).map((entry) => entry.country);
}
