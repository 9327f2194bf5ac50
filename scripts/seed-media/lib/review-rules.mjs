// Automatic checks of a page's English text against what composeScene draws
// for it (see review.mjs). Each rule reads the page text only (never the
// scene hints, which are the generator's input) and the `drawn` summary that
// composeScene returns. A rule returns a message when text and picture
// disagree, or null. Keep the rules simple: they catch the plain cases and a
// person reviews the rest with the printout.

const RAIN = /\b(rain|rains|rained|raining|rainy|raincoats?|umbrellas?|storm|storms|stormy|thunder|lightning)\b/;
const RAIN_ENDS = /\b(rain|storm) (stops|stopped|is over|has stopped|is gone|ends)\b|\bno (more )?rain\b/;
// watering as an action: "gives it water", "waters", "they water the plants" (not "in the water", "water goes")
const WATERING = /\b(waters|watered|watering)\b|\bwater (it|them|the|his|her|my|our|their)\b|\b(give|gives|gave|giving) (it|them|the [a-z]+|her|him) (some )?water\b/;
// night as the time of the page: not "all night" / "last night" (told the next morning), not dark as a colour
const NIGHT = /\b(night|tonight|midnight|bedtime|goodnight|asleep|sleeps?|sleeping|darkness)\b|\bgood night\b|\b(it is|it's|it was|is|gets|getting|so|in the|into the|the) dark\b(?! (blue|green|red|gr[ae]y|brown|back))/;
const PAST_NIGHT = /\b(all|last) night\b|\b(do|does|did|can|could|will|would) ?(not|n't) sleep\b|\bsleeps? (all|through the|through|in the) winter\b/g;
const DAY = /\b(morning|sun|sunny|sunshine|day|today|noon|afternoon|daytime|lunch|breakfast)\b/;
const LIGHTS_OUT = /\blights? (?:in [a-z ]+ )?(?:go|goes|went|are|is|turns?|turned|switch(?:es|ed)?)(?: all)? (?:out|off)\b|\b(?:turns?|turned|switch(?:es|ed)?) (?:off|out) the lights?\b|\blights out\b/;
const SNOW = /\b(snow|snows|snowed|snowing|snowy|snowflakes?)\b/;
const WIND = /\b(wind|windy|breeze|gust)\b|\bthe wind blows\b/;
const SUN = /\b(sunny|sunshine)\b|\bthe sun (is out|comes out|shines|is shining|is very bright)\b/;
const NOTHING = /\b(still nothing|sees nothing|see nothing|saw nothing|nothing (is )?there|nothing grows|nothing happens)\b/;

/** Things that stand in for a word in the pictures: "no plant" must hide sprouts and flowers too. */
export const STAND_INS = {
  plant: ['sprout', 'flower'],
  plants: ['sprout', 'flower'],
  flower: ['flower', 'sprout'],
  flowers: ['flower', 'sprout'],
  sprout: ['sprout'],
  seed: ['seed'],
  lunch: ['table', 'bowl', 'bread', 'apple'],
  'lunch box': ['lunchbox'],
};

/**
 * Words the text says are not there: "no X", "not a/any X", "X is gone",
 * "X is missing". Returns lower-case words (singular and as written).
 */
export function negatedWords(text) {
  const t = text.toLowerCase();
  const out = new Set();
  for (const m of t.matchAll(/\bno (?:more |other )?([a-z]+(?: box)?)/g)) out.add(m[1]);
  for (const m of t.matchAll(/\bnot (?:see |find |have )?(?:a single|any) ([a-z]+)/g)) out.add(m[1]);
  for (const m of t.matchAll(/\b(?:not have|n't have|without) (?:a |an |any )?([a-z]+)(?: or ([a-z]+))?/g)) for (const w of [m[1], m[2]]) if (w) out.add(w);
  for (const m of t.matchAll(/\bthe ([a-z]+) (?:is|are) (?:gone|missing)\b/g)) out.add(m[1]);
  for (const w of ['one', 'it', 'them']) out.delete(w);
  for (const w of [...out]) {
    if (w.endsWith(' box')) out.add(w.replace(/ box$/, 'box'));
    if (w.endsWith('s') && w.length > 3) out.add(w.slice(0, -1));
  }
  return out;
}

const rainDrawn = (d) => d.fx.includes('rain') || d.fx.some((f) => f.startsWith('window:') && f.includes('+rain'));
const outdoors = (d) => d.bodies.length > 0 || d.fx.some((f) => !f.startsWith('window:'));

/**
 * The rules of `review.mjs --check`. `d` is composeScene's `drawn` summary:
 * { light, ground, bodies, fx, figures, extras, props, held }. `ctx.propsFor(word)`
 * names the props the generator draws for a word (its own keyword table).
 */
export const RULES = [
  {
    id: 'water-not-rain',
    doc: 'The text waters something ("gives it water", "waters", "water the plants", "watering") and names no rain or storm: no rain may be drawn.',
    test: (t, d) => (WATERING.test(t) && !RAIN.test(t) && rainDrawn(d) ? 'watering is drawn as rain' : null),
  },
  {
    id: 'night-not-bright',
    doc: 'The text says night, midnight, bedtime, good night, sleep/asleep, "it is dark"/"in the dark" or that the lights go out (not "all night"/"last night", "do not sleep", "sleep all winter", not "dark blue"), and names no daytime (morning, sun, day, noon, lunch…): the picture may not be daytime-bright.',
    test: (t, d) => {
      const now = t.replace(PAST_NIGHT, ' ');
      return (NIGHT.test(now) || LIGHTS_OUT.test(now)) && !DAY.test(now) && d.light === 'bright' ? `text is night/dark, picture is ${d.light}` : null;
    },
  },
  {
    id: 'lights-out',
    doc: 'The text says the light(s) go out / are turned off: the picture is dark with the lamps off (light "dark, lights off").',
    test: (t, d) => (LIGHTS_OUT.test(t) && d.light !== 'dark, lights off' ? `lights go out, picture is ${d.light}` : null),
  },
  {
    id: 'negated-object',
    doc: 'The text says "no X", "not a/any X" or "the X is gone/missing": X, the props the generator draws for the word X, and its stand-ins (plant: sprout, flower) are not drawn.',
    test: (t, d, ctx) => {
      const bad = [];
      for (const w of negatedWords(t)) {
        const things = new Set([...(STAND_INS[w] || []), ...ctx.propsFor(w)]);
        for (const p of things) if (d.props.includes(p) || d.extras.includes(p)) bad.push(`"no ${w}" but ${p} drawn`);
      }
      return bad.length ? [...new Set(bad)].join('; ') : null;
    },
  },
  {
    id: 'nothing-named',
    doc: 'The text says there is nothing to see ("still nothing", "sees nothing", "nothing grows"…): the page names what is missing in noProps, and none of it is drawn.',
    test: (t, d, ctx) => {
      if (!NOTHING.test(t)) return null;
      const absent = ctx.page.noProps || [];
      if (!absent.length) return '"nothing" but the page has no noProps saying what is missing';
      const drawn = absent.filter((p) => d.props.includes(p));
      return drawn.length ? `"nothing" but ${drawn.join(', ')} drawn` : null;
    },
  },
  {
    id: 'no-props-drawn',
    doc: 'A prop the page excludes with noProps is not drawn, not even as default scenery.',
    test: (t, d, ctx) => {
      const drawn = (ctx.page.noProps || []).filter((p) => d.props.includes(p));
      return drawn.length ? `noProps ${drawn.join(', ')} drawn` : null;
    },
  },
  {
    id: 'weather-named',
    doc: 'Weather the text names is drawn and not contradicted: rain (unless it stops) shows rain (outdoors, or in the window indoors) and a stopped rain shows none; snow/snowing shows falling snow or snowy ground; wind/windy (not "no wind") shows wind lines outdoors; sunny/sunshine/"the sun is out" shows the sun, and neither rain nor falling snow, outdoors.',
    test: (t, d) => {
      const bad = [];
      const no = negatedWords(t);
      if (no.has('wind')) t = t.replace(/\bwind\b/g, ' ');
      const rainSaid = /\b(rain|rains|raining|rainy|storm|stormy)\b/.test(t);
      if (rainSaid && !RAIN_ENDS.test(t) && !rainDrawn(d)) bad.push('text names rain, none drawn');
      if (RAIN_ENDS.test(t) && rainDrawn(d)) bad.push('text says the rain stops, rain drawn');
      if (SNOW.test(t) && !d.fx.some((f) => f === 'snowfall' || f.includes('+snow')) && d.ground !== 'snow') bad.push('text names snow, none drawn');
      if (WIND.test(t) && outdoors(d) && !d.fx.includes('wind')) bad.push('text names wind, none drawn');
      if (SUN.test(t) && outdoors(d) && !rainSaid && (!d.bodies.some((b) => b.includes('sun')) || rainDrawn(d))) bad.push('text says sunny, no sun drawn');
      if (SUN.test(t) && !SNOW.test(t) && d.fx.includes('snowfall')) bad.push('text says the sun is out, snow falls');
      return bad.length ? bad.join('; ') : null;
    },
  },
];

/** Runs every rule on one page; returns [{ rule, message }]. */
export function checkPage(page, drawn, ctx) {
  const t = ` ${page.text.toLowerCase().replace(/[’‘]/g, "'")} `;
  const found = [];
  for (const r of RULES) {
    const m = r.test(t, drawn, { page, propsFor: () => [], ...ctx });
    if (m) found.push({ rule: r.id, message: m });
  }
  return found;
}
