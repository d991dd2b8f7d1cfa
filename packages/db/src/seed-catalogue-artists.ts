import { trimBoth, trimTrailing } from '@fanship/domain/text';

/** The demo catalogue's artists: made-up K-pop groups and soloists with members and Korean search terms. */
export type DemoArtist = {
  code: string;
  name: string;
  type: 'G' | 'S';
  searchTerm: string;
  members: string[];
  fandom: string;
};

export const demoArtists: DemoArtist[] = [
  {
    code: 'NOVA9',
    name: 'NOVA9',
    type: 'G',
    searchTerm: '노바나인',
    fandom: 'Stardust',
    members: ['Jiho', 'Ryu', 'Minseo', 'Tae', 'Haru', 'Dawon', 'Kai', 'Seol', 'Yul'],
  },
  {
    code: 'LUMINA',
    name: 'LUMINA',
    type: 'G',
    searchTerm: '루미나',
    fandom: 'Lumies',
    members: ['Hana', 'Yeri', 'Sora', 'Bin', 'Nari'],
  },
  {
    code: 'CRIMSONWAVE',
    name: 'Crimson Wave',
    type: 'G',
    searchTerm: '크림슨웨이브',
    fandom: 'Tides',
    members: ['Jun', 'Doha', 'Seungmin', 'Eden', 'Woo'],
  },
  {
    code: 'AURORA7',
    name: 'AURORA7',
    type: 'G',
    searchTerm: '오로라세븐',
    fandom: 'Polaris',
    members: ['Yuna', 'Chaeun', 'Rina', 'Siwoo', 'Ara', 'Jia', 'Mina'],
  },
  {
    code: 'BLUEHOUR',
    name: 'BLUE HOUR',
    type: 'G',
    searchTerm: '블루아워',
    fandom: 'Twilight',
    members: ['Seojun', 'Hyun', 'Riku', 'Ian'],
  },
  {
    code: 'VELVETMOON',
    name: 'Velvet Moon',
    type: 'G',
    searchTerm: '벨벳문',
    fandom: 'Moonies',
    members: ['Dahye', 'Eunji', 'Luna', 'Sena'],
  },
  {
    code: 'STARLIGHTZ',
    name: 'STARLIGHT Z',
    type: 'G',
    searchTerm: '스타라이트지',
    fandom: 'Zenith',
    members: ['Minho', 'Jaeyoon', 'Leo', 'Sungho', 'Yeon', 'Chan'],
  },
  {
    code: 'PRISM',
    name: 'PRISM',
    type: 'G',
    searchTerm: '프리즘',
    fandom: 'Spectrum',
    members: ['Soyeon', 'Gaeul', 'Hyein', 'Iseo', 'Rei'],
  },
  {
    code: 'ECLIPSE',
    name: 'ECLIPSE',
    type: 'G',
    searchTerm: '이클립스',
    fandom: 'Corona',
    members: ['Taeyang', 'Dal', 'Hwan', 'Sol', 'Joon'],
  },
  {
    code: 'ROSEQUARTZ',
    name: 'Rose Quartz',
    type: 'G',
    searchTerm: '로즈쿼츠',
    fandom: 'Gems',
    members: ['Yeeun', 'Somi', 'Jiwoo', 'Bora'],
  },
  {
    code: 'NEONCITY',
    name: 'NEON CITY',
    type: 'G',
    searchTerm: '네온시티',
    fandom: 'Citizens',
    members: ['Hyunwoo', 'Jisung', 'Mark', 'Renjun', 'Yuto', 'Sian'],
  },
  {
    code: 'HAEON',
    name: 'HAEON',
    type: 'G',
    searchTerm: '해온',
    fandom: 'Sunrise',
    members: ['Seoyeon', 'Nayun', 'Gyuri', 'Chaewon', 'Yerin'],
  },
  {
    code: 'WILDFLOWER',
    name: 'Wildflower',
    type: 'G',
    searchTerm: '와일드플라워',
    fandom: 'Bloom',
    members: ['Minji', 'Haerin', 'Dani', 'Hyein'],
  },
  {
    code: 'ORBIT',
    name: 'ORBIT',
    type: 'G',
    searchTerm: '오빗',
    fandom: 'Satellites',
    members: ['Yohan', 'Gunwoo', 'Sangwon', 'Jaehan', 'Taeho'],
  },
  {
    code: 'MIRAGE',
    name: 'MIRAGE',
    type: 'G',
    searchTerm: '미라지',
    fandom: 'Oasis',
    members: ['Elle', 'Jian', 'Suhyun', 'Rumi'],
  },
  {
    code: 'TEMPEST',
    name: 'TEMPEST',
    type: 'G',
    searchTerm: '템페스트',
    fandom: 'Storm',
    members: ['Hyuk', 'Eunchan', 'Lew', 'Hanbin', 'Hwarang', 'Taerae'],
  },
  {
    code: 'SOLARIS',
    name: 'SOLARIS',
    type: 'G',
    searchTerm: '솔라리스',
    fandom: 'Helios',
    members: ['Arin', 'Yewon', 'Dayeon', 'Sohee', 'Bitna'],
  },
  {
    code: 'ONEIRO',
    name: 'ONEIRO',
    type: 'G',
    searchTerm: '오네이로',
    fandom: 'Dreamers',
    members: ['Junho', 'Seojin', 'Kyle', 'Dohyun'],
  },
  {
    code: 'CHERRYBOMB',
    name: 'Cherry Bomb',
    type: 'G',
    searchTerm: '체리밤',
    fandom: 'Cherries',
    members: ['Yujin', 'Rei', 'Gaeun', 'Leeseo', 'Wonha'],
  },
  {
    code: 'ATLAS',
    name: 'ATLAS',
    type: 'G',
    searchTerm: '아틀라스',
    fandom: 'Compass',
    members: ['Jihoon', 'Woojin', 'Daniel', 'Sungwoon', 'Minhyun'],
  },
  {
    code: 'YOONSEUL',
    name: 'Yoonseul',
    type: 'S',
    searchTerm: '윤슬',
    fandom: 'Ripples',
    members: ['Yoonseul'],
  },
  {
    code: 'KANGDAWON',
    name: 'Kang Dawon',
    type: 'S',
    searchTerm: '강다원',
    fandom: 'Dawnies',
    members: ['Kang Dawon'],
  },
  { code: 'LEEHAN', name: 'LEE HAN', type: 'S', searchTerm: '이한', fandom: 'Hanbits', members: ['Lee Han'] },
  { code: 'SEOA', name: 'SEO-A', type: 'S', searchTerm: '서아', fandom: 'Seoaries', members: ['Seo-A'] },
  {
    code: 'MOONBYUL',
    name: 'Moon Byeol',
    type: 'S',
    searchTerm: '문별이',
    fandom: 'Starlets',
    members: ['Moon Byeol'],
  },
  {
    code: 'JAYPARK',
    name: 'J.Park',
    type: 'S',
    searchTerm: '제이박',
    fandom: 'Parkers',
    members: ['J.Park'],
  },
  { code: 'HYERIN', name: 'HYERIN', type: 'S', searchTerm: '혜린', fandom: 'Rinnies', members: ['Hyerin'] },
  { code: 'WOOJIN', name: 'WOOJIN', type: 'S', searchTerm: '우진', fandom: 'Jinnies', members: ['Woojin'] },
  {
    code: 'BAEKSEOL',
    name: 'Baek Seol',
    type: 'S',
    searchTerm: '백설',
    fandom: 'Snowflakes',
    members: ['Baek Seol'],
  },
  {
    code: 'ODDEYE',
    name: 'ODD EYE',
    type: 'G',
    searchTerm: '오드아이',
    fandom: 'Iris',
    members: ['Sunhee', 'Jaemin', 'Hyewon', 'Kyungmin'],
  },
];

/** Album and era titles the product names draw from. */
export const eraTitles = [
  'First Light',
  'Midnight Bloom',
  'Neon Heart',
  'Blue Horizon',
  'Velvet Sky',
  'Golden Hour',
  'Echoes',
  'Paradox',
  'Starfall',
  'Daydream',
  'Afterglow',
  'Wonderland',
  'Crystal Rain',
  'Runaway',
  'Moonrise',
  'Sugar Rush',
  'Wildfire',
  'Lullaby',
  'Voyage',
  'Fever Dream',
  'Color Theory',
  'Spring Letter',
];

/** Slug of a text for generated-image names and member codes: lowercase letters, digits and dashes. */
export function slugify(text: string, max = 60): string {
  return trimTrailing(trimBoth(text.toLowerCase().replace(/[^a-z0-9]+/g, '-'), '-').slice(0, max), '-');
}

/** The code of an artist member: the group's code and the member's name. */
export function memberCode(groupCode: string, memberName: string): string {
  return `${groupCode}_${slugify(memberName).replaceAll('-', '').toUpperCase()}`;
}
