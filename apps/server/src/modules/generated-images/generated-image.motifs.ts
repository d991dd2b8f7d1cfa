/**
 * Simple white line drawings placed on a generated image, one per kind of picture (the name's prefix).
 * Each is drawn in a 600 x 600 box, centred around (300, 260), leaving the bottom for the label.
 */
const stroke = 'fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"';
const soft = 'fill="#fff" fill-opacity="0.18"';

const album = `<circle cx="390" cy="240" r="115" ${stroke}/><circle cx="390" cy="240" r="28" fill="#fff"/>
<rect x="140" y="110" width="260" height="260" rx="14" fill="url(#g)"/>
<rect x="140" y="110" width="260" height="260" rx="14" fill="#fff" fill-opacity="0.3"/>
<rect x="140" y="110" width="260" height="260" rx="14" ${stroke}/>
<path d="M190 300 l45 -60 35 40 25 -30 55 50" ${stroke}/>`;

const photocard = `<rect x="205" y="90" width="190" height="290" rx="22" ${soft}/>
<rect x="205" y="90" width="190" height="290" rx="22" ${stroke}/>
<path d="M300 175 l22 45 50 7 -36 35 9 50 -45 -24 -45 24 9 -50 -36 -35 50 -7z" fill="#fff"/>`;

const lightstick = `<circle cx="300" cy="170" r="90" ${soft}/><circle cx="300" cy="170" r="90" ${stroke}/>
<path d="M300 215 C250 185 240 160 255 142 C270 124 292 130 300 148 C308 130 330 124 345 142 C360 160 350 185 300 215Z" fill="#fff"/>
<rect x="280" y="262" width="40" height="130" rx="16" fill="#fff"/>`;

const photobook = `<path d="M300 140 C250 110 190 110 150 125 V365 C190 350 250 350 300 380 C350 350 410 350 450 365 V125 C410 110 350 110 300 140Z" ${soft}/>
<path d="M300 140 C250 110 190 110 150 125 V365 C190 350 250 350 300 380 C350 350 410 350 450 365 V125 C410 110 350 110 300 140Z M300 140 V380" ${stroke}/>`;

const disc = `<circle cx="300" cy="245" r="140" ${soft}/><circle cx="300" cy="245" r="140" ${stroke}/>
<circle cx="300" cy="245" r="36" ${stroke}/><path d="M300 150 a95 95 0 0 1 95 95" ${stroke}/>`;

const calendar = `<rect x="165" y="125" width="270" height="250" rx="18" ${soft}/>
<rect x="165" y="125" width="270" height="250" rx="18" ${stroke}/>
<path d="M165 190 h270 M225 100 v50 M375 100 v50" ${stroke}/>
<circle cx="240" cy="250" r="12" fill="#fff"/><circle cx="300" cy="250" r="12" fill="#fff"/>
<circle cx="360" cy="250" r="12" fill="#fff"/><circle cx="240" cy="315" r="12" fill="#fff"/>`;

const shirt = `<path d="M240 115 L160 160 L195 225 L225 210 V380 H375 V210 L405 225 L440 160 L360 115 C345 150 255 150 240 115Z" ${soft}/>
<path d="M240 115 L160 160 L195 225 L225 210 V380 H375 V210 L405 225 L440 160 L360 115 C345 150 255 150 240 115Z" ${stroke}/>`;

const bag = `<path d="M185 180 H415 L395 380 H205Z" ${soft}/><path d="M185 180 H415 L395 380 H205Z" ${stroke}/>
<path d="M245 180 V150 a55 55 0 0 1 110 0 V180" ${stroke}/>`;

const person = `<circle cx="300" cy="175" r="70" ${soft}/><circle cx="300" cy="175" r="70" ${stroke}/>
<path d="M170 385 C180 300 235 265 300 265 C365 265 420 300 430 385" ${stroke}/>`;

const tag = `<path d="M170 150 H330 L440 260 L330 370 H170Z" ${soft}/>
<path d="M170 150 H330 L440 260 L330 370 H170Z" ${stroke}/><circle cx="225" cy="205" r="18" fill="#fff"/>`;

const heart = `<path d="M300 370 C170 290 150 220 180 175 C210 130 270 135 300 185 C330 135 390 130 420 175 C450 220 430 290 300 370Z" ${soft}/>
<path d="M300 370 C170 290 150 220 180 175 C210 130 270 135 300 185 C330 135 390 130 420 175 C450 220 430 290 300 370Z" ${stroke}/>`;

const note = `<path d="M260 340 V140 L410 110 V310" ${stroke}/>
<circle cx="225" cy="340" r="38" fill="#fff"/><circle cx="375" cy="310" r="38" fill="#fff"/>`;

const motifsByPrefix: Record<string, string> = {
  album,
  photocard,
  lightstick,
  photobook,
  dvd: disc,
  season: calendar,
  fashion: shirt,
  md: bag,
  artist: person,
  bunjang: tag,
  fansign: heart,
  trend: note,
};

/** The kind of picture a generated image's name asks for (its first word), or null for the default note. */
export function motifKind(name: string): string | null {
  const prefix = name.split('-')[0] ?? '';
  return prefix in motifsByPrefix ? prefix : null;
}

/** The line drawing for a kind; unknown kinds get a music note. */
export function motifFor(kind: string | null): string {
  return (kind && motifsByPrefix[kind]) || note;
}
