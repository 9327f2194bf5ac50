// Scene composer: turns a book page (text + optional hints) into an SVG
// illustration. The scene is chosen from keywords in the English text:
// setting (park, forest, beach, underwater, space, snow, city, farm,
// indoor rooms), time of day, season, weather, props and characters
// (the book's cast plus any animals the text mentions). All randomness is
// seeded from the book id and page number, so output is deterministic.

import { rng, hashStr, shade, mix, n, keywords, escXml } from './util.mjs';
import { figure, SPECIES } from './figures.mjs';
import { PROPS, sun, moon, cloud, rainbow, stars, group, star } from './props.mjs';

export const PALETTES = {
  meadow: { sky: ['#8ecae6', '#e0f4ff'], ground: ['#95d5b2', '#74c69d'], hills: ['#b7e4c7', '#95d5b2'], far: '#a3c4dc', tree: '#52b788', pine: '#2d6a4f', accent: '#ef476f', flower: '#ff70a6', house: '#ffd6a5', roof: '#e76f51', wall: '#fdf0d5', floor: '#deb887' },
  sunny: { sky: ['#74c0fc', '#fff3bf'], ground: ['#b5e48c', '#99d98c'], hills: ['#d9ed92', '#b5e48c'], far: '#a5d8ff', tree: '#76c893', pine: '#34a0a4', accent: '#f77f00', flower: '#ffd166', house: '#fff1e6', roof: '#3a86ff', wall: '#fff8e1', floor: '#e6b980' },
  pastel: { sky: ['#cdb4db', '#fde2e4'], ground: ['#bde0fe', '#a2d2ff'], hills: ['#ffc8dd', '#ffafcc'], far: '#d0bfff', tree: '#90dbf4', pine: '#6c9bd1', accent: '#ff70a6', flower: '#ffafcc', house: '#fff', roof: '#cdb4db', wall: '#fdf1f6', floor: '#e4c1f9' },
  autumn: { sky: ['#ffd6a5', '#fff4e6'], ground: ['#dda15e', '#bc6c25'], hills: ['#e9c46a', '#f4a261'], far: '#e5989b', tree: '#e76f51', pine: '#606c38', accent: '#9b2226', flower: '#e63946', house: '#fefae0', roof: '#9b2226', wall: '#fefae0', floor: '#c68b59' },
  ocean: { sky: ['#48cae4', '#caf0f8'], ground: ['#f5deb3', '#e9c46a'], hills: ['#90e0ef', '#48cae4'], far: '#90e0ef', tree: '#2a9d8f', pine: '#264653', accent: '#e63946', flower: '#f4a261', house: '#fff', roof: '#0077b6', wall: '#e0fbfc', floor: '#d4a373' },
  dusk: { sky: ['#6d597a', '#ffb4a2'], ground: ['#6a994e', '#386641'], hills: ['#b56576', '#6d597a'], far: '#915f78', tree: '#588157', pine: '#344e41', accent: '#ffb703', flower: '#ffafcc', house: '#ffe8d6', roof: '#6d597a', wall: '#f8edeb', floor: '#b08968' },
  candy: { sky: ['#ffcad4', '#fff0f3'], ground: ['#caffbf', '#9bf6ff'], hills: ['#fdffb6', '#ffd6a5'], far: '#bdb2ff', tree: '#80ed99', pine: '#57cc99', accent: '#ff477e', flower: '#ff85a1', house: '#fff', roof: '#ff477e', wall: '#fff0f3', floor: '#ffd6a5' },
  forest: { sky: ['#a9d6e5', '#e9f5db'], ground: ['#6a994e', '#386641'], hills: ['#a7c957', '#6a994e'], far: '#89c2d9', tree: '#386641', pine: '#1b4332', accent: '#bc4749', flower: '#f2e8cf', house: '#f2e8cf', roof: '#bc4749', wall: '#f2e8cf', floor: '#a98467' },
  snow: { sky: ['#a2d2ff', '#f0f7ff'], ground: ['#ffffff', '#e8f1f8'], hills: ['#f8f9fa', '#dee2e6'], far: '#c5d5e4', tree: '#74a57f', pine: '#2d6a4f', accent: '#d62828', flower: '#d62828', house: '#fefae0', roof: '#d62828', wall: '#fdf0d5', floor: '#c9a227' },
  space: { sky: ['#0b132b', '#3a506b'], ground: ['#adb5bd', '#6c757d'], hills: ['#5bc0be', '#3a506b'], far: '#1c2541', tree: '#5bc0be', pine: '#5bc0be', accent: '#ff595e', flower: '#ffd166', house: '#fff', roof: '#5bc0be', wall: '#1c2541', floor: '#3a506b' },
};

// keyword -> effect. Props name entries of PROPS; other kinds are settings etc.
const KW = {
  setting: {
    indoor: ['room', 'bedroom', 'bed', 'kitchen', 'inside', 'indoors', 'bath', 'bathroom', 'sofa', 'living', 'library', 'classroom', 'class', 'lesson', 'museum', 'shop', 'bakery', 'hospital'],
    space: ['space', 'rocket', 'planet', 'astronaut', 'orbit', 'mars', 'galaxy', 'comet', 'saturn', 'jupiter'],
    underwater: ['underwater', 'reef', 'coral', 'dive', 'deep'],
    beach: ['beach', 'sand', 'sandcastle', 'shell', 'seaside', 'wave', 'sea', 'ocean', 'island'],
    snow: ['snow', 'snowman', 'snowy', 'winter', 'ice', 'icy', 'snowflake', 'sled'],
    forest: ['forest', 'wood', 'woods', 'jungle'],
    city: ['city', 'street', 'town', 'market', 'road', 'zoo'],
    farm: ['farm', 'barn', 'tractor', 'field'],
    // flying only: 'sky' or 'clouds' alone ("look at the sky") keep the characters on the ground
    sky: ['fly', 'flew', 'flying'],
    park: ['park', 'garden', 'outside', 'outdoors', 'meadow', 'hill', 'yard', 'playground', 'grass'],
  },
  time: {
    // 'dark' only in phrases (see DARK below): "dark blue sea" is daytime; owls can be seen by day
    night: ['night', 'moon', 'star', 'stars', 'sleep', 'asleep', 'bedtime', 'dream', 'dreams', 'midnight', 'firefly', 'lantern', 'goodnight'],
    sunset: ['evening', 'sunset', 'dusk'],
    day: ['morning', 'sun', 'sunny', 'noon', 'day', 'breakfast'],
  },
  season: {
    autumn: ['autumn', 'leaf', 'leaves', 'pumpkin', 'harvest'],
    winter: ['winter', 'snow', 'snowman', 'cold', 'ice', 'scarf'],
    spring: ['spring', 'blossom', 'bloom', 'seed', 'sprout'],
    summer: ['summer', 'hot', 'beach'],
  },
  weather: {
    // not drip/drop/wet: watering cans, tears and wet sand drip too
    rain: ['rain', 'rainy', 'raining', 'umbrella', 'puddle', 'puddles'],
    snow: ['snow', 'snowing', 'snowflake', 'snowflakes'],
    storm: ['storm', 'thunder', 'lightning'],
    wind: ['wind', 'windy', 'blow', 'blew', 'kite'],
    rainbow: ['rainbow'],
    sunny: ['sunny', 'sunshine'],
  },
  mood: {
    sad: ['sad', 'cry', 'cried', 'crying', 'tears', 'sob', 'sobs', 'sobbed', 'sobbing', 'lonely', 'alone', 'upset', 'miss', 'missed', 'lost', 'sorry', 'hurt', 'broken'],
    worried: ['scared', 'afraid', 'worried', 'nervous', 'shy', 'fear', 'frightened'],
    joy: ['happy', 'laugh', 'laughed', 'yay', 'hooray', 'love', 'loves', 'great', 'glad', 'fun', 'best', 'proud', 'cheer', 'hug', 'smiled', 'smile'],
    surprised: ['wow', 'surprise', 'surprised', 'oh', 'look', 'amazing', 'suddenly'],
    sleepy: ['sleepy', 'tired', 'yawn', 'yawned', 'asleep', 'sleep', 'sleeps', 'goodnight', 'snore'],
  },
  pose: {
    wave: ['wave', 'waved', 'hello', 'hi', 'goodbye', 'bye', 'welcome'],
    cheer: ['yay', 'hooray', 'jump', 'jumped', 'jumps', 'dance', 'danced', 'dances', 'cheer', 'cheered', 'win', 'won', 'clap'],
    run: ['run', 'ran', 'runs', 'race', 'raced', 'hurry', 'chase', 'chased', 'kick', 'kicked'],
  },
  props: {
    tree: ['tree', 'trees', 'forest', 'wood', 'woods', 'branch', 'apple tree'],
    pine: ['pine'],
    bush: ['bush', 'hedge'],
    flower: ['flower', 'flowers', 'garden', 'blossom', 'bloom', 'rose', 'tulip', 'daisy', 'petal'],
    house: ['house', 'home', 'cottage'],
    school: ['school'],
    barn: ['barn', 'farm'],
    mountain: ['mountain', 'mountains', 'climb'],
    kite: ['kite'],
    balloon: ['balloon', 'balloons', 'party'],
    ball: ['ball', 'football', 'soccer', 'basketball'],
    book: ['book', 'read', 'reads', 'reading', 'story', 'stories'],
    bookshelf: ['library', 'bookshelf'],
    apple: ['apple', 'apples', 'fruit', 'pear'],
    cake: ['cake', 'birthday'],
    bread: ['bread', 'sandwich', 'bake', 'baked', 'bakery', 'toast'],
    bowl: ['soup', 'noodle', 'noodles', 'rice', 'porridge', 'bowl'],
    dumpling: ['dumpling', 'dumplings'],
    mooncake: ['mooncake', 'mooncakes'],
    icecream: ['icecream'],
    cup: ['milk', 'tea', 'juice', 'cup', 'drink'],
    carrot: ['carrot', 'carrots', 'vegetable', 'vegetables'],
    pumpkin: ['pumpkin', 'harvest'],
    sprout: ['sprout', 'plant'],
    pot: ['pot', 'pots', 'soil'],
    wateringcan: ['wateringcan'],
    seed: ['seed', 'seeds'],
    umbrella: ['umbrella'],
    boat: ['boat', 'sail', 'sailed', 'ship'],
    dragonboat: ['dragonboat'],
    rocket: ['rocket'],
    planet: ['planet', 'planets', 'mars', 'saturn'],
    gift: ['gift', 'present', 'presents', 'box'],
    lunchbox: ['lunchbox'],
    bed: ['bed', 'bedtime'],
    lamp: ['lamp'],
    table: ['table', 'dinner', 'lunch', 'breakfast', 'meal'],
    drum: ['drum', 'drums'],
    guitar: ['guitar'],
    piano: ['piano'],
    note: ['song', 'sing', 'sang', 'sings', 'music', 'singing', 'tune', 'hum', 'hummed'],
    bike: ['bike', 'bicycle', 'ride', 'rode'],
    car: ['car'],
    bus: ['bus'],
    train: ['train'],
    plane: ['plane', 'airplane'],
    snowman: ['snowman'],
    sandcastle: ['sandcastle', 'castle'],
    shell: ['shell', 'shells'],
    bucket: ['bucket', 'spade'],
    egg: ['egg', 'eggs'],
    nest: ['nest'],
    tent: ['tent', 'camp', 'camping'],
    campfire: ['campfire', 'fire'],
    telescope: ['telescope'],
    map: ['map'],
    easel: ['paint', 'painted', 'painting', 'draw', 'drew', 'drawing', 'picture', 'artist'],
    paint: ['paints', 'colours', 'colors', 'brush'],
    lantern: ['lantern', 'lanterns'],
    redenvelope: ['envelope'],
    firework: ['firework', 'fireworks'],
    leaf: ['leaf', 'leaves'],
    mushroom: ['mushroom', 'mushrooms'],
    rock: ['rock', 'rocks', 'stone', 'stones', 'pebble'],
    fence: ['fence', 'gate'],
    clock: ['clock', "o'clock", 'late', 'time'],
    letter: ['letter', 'card', 'postcard', 'mail'],
    backpack: ['backpack', 'bag', 'schoolbag'],
    pencil: ['pencil', 'write', 'wrote', 'writing', 'homework'],
    blackboard: ['classroom', 'teacher', 'lesson', 'class'],
    trophy: ['trophy', 'prize', 'won', 'win'],
    medal: ['medal'],
    goal: ['goal', 'football', 'soccer'],
    pond: ['pond', 'lake', 'river', 'puddle', 'puddles', 'splash', 'swim'],
    bridge: ['bridge'],
    firefly: ['firefly', 'fireflies', 'glow'],
    jar: ['jar'],
    hat: ['hat'],
    scarf: ['scarf'],
    puzzle: ['puzzle'],
    block: ['block', 'blocks', 'tower'],
    seaweed: ['seaweed'],
    coral: ['coral'],
    bubble: ['bubble', 'bubbles'],
    magnifier: ['magnifying', 'magnifier', 'clue', 'clues', 'explore', 'discover'],
    sign: ['sign'],
    shoe: ['shoe', 'shoes', 'boots', 'sock', 'socks'],
    window: ['window'],
    chair: ['chair'],
    lighthouse: ['lighthouse'],
  },
  animals: {
    cat: ['cat', 'cats'], kitten: ['kitten', 'kittens'], dog: ['dog', 'dogs'], puppy: ['puppy', 'puppies'],
    bunny: ['bunny', 'bunnies'], rabbit: ['rabbit', 'rabbits'], bear: ['bear', 'bears'], panda: ['panda', 'pandas'],
    mouse: ['mouse', 'mice'], fox: ['fox'], pig: ['pig', 'pigs', 'piglet'], cow: ['cow', 'cows'], sheep: ['sheep', 'lamb'],
    lion: ['lion'], tiger: ['tiger'], elephant: ['elephant', 'elephants'], frog: ['frog', 'frogs'], penguin: ['penguin', 'penguins'],
    owl: ['owl'], monkey: ['monkey', 'monkeys'], dragon: ['dragon'], robot: ['robot'], hamster: ['hamster'],
    bird: ['bird', 'birds'], duck: ['duck', 'ducks', 'duckling', 'ducklings'], hen: ['hen', 'hens', 'chicken', 'chick', 'chicks'],
    fish: ['fish', 'fishes'], butterfly: ['butterfly', 'butterflies'], bee: ['bee', 'bees'], snail: ['snail'], turtle: ['turtle'], whale: ['whale'],
  },
};

function lookup(group, words) {
  const hits = [];
  for (const [key, list] of Object.entries(KW[group])) {
    if (list.some((w) => words.has(w))) hits.push(key);
  }
  return hits;
}

/** The props and animals the generator draws for one word of a text (its own keyword tables). */
export function propsForWord(word) {
  const w = keywords(word);
  return [...lookup('props', w), ...lookup('animals', w)];
}

/** The word of `words` that made `key` of `group` match (for the review printout). */
function trigger(group, key, words) {
  return (KW[group][key] || []).find((w) => words.has(w));
}

// ------------------------------------------------------------------ text rules
// Phrases read before the keywords, so that the picture follows what the
// sentence says rather than single words. review.mjs --check tests the result.

/** "no plant" hides the plant and what stands for it in the pictures. */
const STAND_INS = { plant: ['sprout', 'flower'], flower: ['flower', 'sprout'], lunchbox: ['lunchbox'] };
/** Words the text says are absent: "no X", "not (see) a single/any X", "did not have X or Y", "the X is gone/missing", "the rain stops". */
export function negatedWords(text) {
  const t = text.toLowerCase().replace(/[’‘]/g, "'").replace(/lunch box/g, 'lunchbox');
  const out = new Set();
  const add = (w) => {
    if (!w) return;
    out.add(w);
    if (w.endsWith('s') && !w.endsWith('ss') && w.length > 3) out.add(w.slice(0, -1));
  };
  for (const m of t.matchAll(/\bno (?:more |other )?([a-z]+)/g)) add(m[1]);
  for (const m of t.matchAll(/\bnot (?:see |find |have )?(?:a single|any) ([a-z]+)/g)) add(m[1]);
  for (const m of t.matchAll(/\b(?:not have|n't have|without) (?:a |an |any )?([a-z]+)(?: or ([a-z]+))?/g)) {
    add(m[1]);
    add(m[2]);
  }
  for (const m of t.matchAll(/\bthe ([a-z]+) (?:is|are) (?:gone|missing)\b/g)) add(m[1]);
  for (const m of t.matchAll(/\b(rain|storm|snow|wind) (?:stops|stopped|has stopped|is over|ends)\b/g)) add(m[1]);
  for (const w of ['one', 'it', 'them', 'good', 'bad', 'air']) out.delete(w);
  return out;
}
/** "He gives it water", "They water the plants", "watering": a watering can, not rain. */
const WATERING = /\b(?:waters|watered|watering)\b|\bwater (?:it|them|the|his|her|my|our|their)\b|\b(?:give|gives|gave|giving) (?:it|them|the [a-z]+|her|him) (?:some )?water\b/;
/** "Plant it", "He plants the seed": the verb, nothing has grown yet. */
const PLANT_VERB = /\bplants? (?:it|them|the seeds?|a seed|seeds)\b|\b(?:he|she|they|we|i|you) plants?\b/;
/** Dark as a time or a room, not as a colour ("the dark blue sea", "a dark back"). */
const DARK = /\b(?:it is|it's|it was|is|gets|getting|so|in the|into the|the) dark\b(?! (?:blue|green|red|gr[ae]y|brown|back))|\bdarkness\b/;
const DARK_ROOM = /\b(?:it is|it's|it was|in the) dark\b(?! (?:blue|green|red|gr[ae]y|brown|back))/;
/** The lights go out (a dark room, lamps off) or come on (a lit room at night). */
const LIGHTS_OUT = /\blights? (?:in [a-z ]+ )?(?:go|goes|went|are|is|turns?|turned|switch(?:es|ed)?)(?: all)? (?:out|off)\b|\b(?:turns?|turned|switch(?:es|ed)?) (?:off|out) the lights?\b|\blights out\b/;
const LIGHTS_ON = /\blights? (?:come|comes|came|are|is|turn|turns|turned|go|goes|went) on\b/;
/** Sleep that is not happening on the page: "do not sleep", "bears sleep all winter". */
const NOT_NOW_SLEEP = /\b(?:do|does|did|can|could|will|would) ?(?:not|n't) sleep\b|\bsleeps? (?:all|through the|through|in the) winter\b/g;
/** Similes draw nothing: "looks like a little moon", "like a shoe". */
const SIMILE = /\blike (?:a|an) ((?:[a-z]+ ){0,2}[a-z]+)/g;
/** A character shares the main character's sad or sleepy mood only when the text groups them. */
const GROUP = /\b(?:me|us|you) too\b|\btoo[.!?,']|\b(?:both|everyone|they all|we all)\b/;

const FLYERS = new Set(['bird', 'butterfly', 'bee']);
const SWIMMERS = new Set(['fish', 'whale']);
const SMALL_SIDE = new Set(['duck', 'hen', 'snail', 'turtle']);

/** Work out what a page shows. Exported for tests/inspection. */
export function planScene(book, page) {
  const art = book.art || {};
  const text = `${page.text} ${page.scene || ''}`;
  const story = page.text.toLowerCase().replace(/[’‘]/g, "'");
  const hint = keywords(page.scene || '');
  // what the sentence says, before the keywords
  const negated = negatedWords(page.text);
  const watering = WATERING.test(story);
  const lightsOut = LIGHTS_OUT.test(story) || hint.has('dark') || (DARK_ROOM.test(story) && !/\blights? (?:come|comes|came) on\b/.test(story) && (hint.has('room') || keywords(story).has('room')));
  const lit = !lightsOut && (LIGHTS_ON.test(story) || hint.has('lit'));
  let textForWords = text.toLowerCase().replace(/[’‘]/g, "'").replace(/\b(?:all|last) night\b/g, ' ').replace(NOT_NOW_SLEEP, ' ').replace(SIMILE, ' ').replace(/lunch box/g, 'lunchbox');
  if (PLANT_VERB.test(story)) textForWords = textForWords.replace(/\bplants?\b/g, ' ');
  const words = keywords(textForWords);
  for (const w of negated) words.delete(w);
  if (watering) words.add('wateringcan');
  if (DARK.test(story) || lightsOut) words.add('night');
  if (/ice cream/i.test(text)) words.add('icecream');
  if (/dragon boat/i.test(text)) words.add('dragonboat');
  if (/red envelope/i.test(text)) words.add('envelope');
  const absent = new Set(page.noProps || []);
  for (const w of negated) for (const p of [...(STAND_INS[w] || []), ...lookup('props', new Set([w])), ...lookup('animals', new Set([w]))]) absent.add(p);
  const pick = (group, fallback) => {
    const fromHint = lookup(group, hint);
    if (fromHint.length) return fromHint[0];
    const fromText = lookup(group, words);
    return fromText.length ? fromText[0] : fallback;
  };
  let setting = pick('setting', art.setting || 'park');
  const settingOrder = ['space', 'underwater', 'indoor', 'beach', 'snow', 'forest', 'farm', 'city', 'park', 'sky'];
  if (!lookup('setting', hint).length) {
    const hits = lookup('setting', words);
    setting = settingOrder.find((s) => hits.includes(s)) || art.setting || 'park';
    if (setting === 'sky' && art.setting && art.setting !== 'sky' && !words.has('sky')) setting = art.setting;
  }
  let time = pick('time', art.time || 'day');
  if (!lookup('time', hint).length) {
    const hits = lookup('time', words);
    time = hits.includes('night') ? 'night' : hits.includes('sunset') ? 'sunset' : hits.includes('day') ? 'day' : art.time || 'day';
  }
  if (lightsOut || (lit && hint.has('night'))) time = 'night';
  const season = pick('season', art.season || 'summer');
  const weatherHits = lookup('weather', words);
  const weather = page.weather || lookup('weather', hint)[0] || ['storm', 'rain', 'snow', 'rainbow', 'wind', 'sunny'].find((w) => weatherHits.includes(w)) || art.weather || 'clear';
  // wind lines beside another weather ("snow" setting, a storm) when the text names the wind
  const windy = weather !== 'wind' && (words.has('wind') || words.has('windy') || hint.has('wind'));
  const moodHits = lookup('mood', words);
  const mood = page.mood || ['sad', 'worried', 'surprised', 'sleepy', 'joy'].find((m) => moodHits.includes(m)) || 'happy';
  const poseHits = lookup('pose', words);
  const pose = page.pose || ['cheer', 'wave', 'run'].find((p) => poseHits.includes(p)) || 'stand';

  // cast on this page
  const cast = art.cast || [];
  let onPage;
  if (page.cast) onPage = page.cast.map((nm) => cast.find((c) => c.name === nm)).filter(Boolean);
  else {
    onPage = cast.filter((c) => {
      const names = [c.name, ...(c.aliases || [])].map((s) => s.toLowerCase());
      return names.some((nm) => (nm.includes(' ') ? text.toLowerCase().includes(nm) : words.has(nm)));
    });
    const main = cast.find((c) => c.main) || cast[0];
    if (main && !onPage.includes(main)) onPage.unshift(main);
  }
  onPage = onPage.slice(0, 3);
  const castKinds = new Set(cast.map((c) => c.kind));
  // a cast member's name ("Daisy", "Rabbit") is not a prop or an extra animal
  const castNames = new Set(cast.flatMap((c) => [c.name, ...(c.aliases || [])]).map((nm) => nm.toLowerCase()).filter((nm) => !nm.includes(' ')));
  for (const nm of castNames) if (!hint.has(nm)) words.delete(nm);
  const shared = GROUP.test(story) || cast.some((a) => cast.some((b) => a !== b && new RegExp(`(?:^|[.!?'] )${a.name.toLowerCase()} and ${b.name.toLowerCase()}\\b`).test(story)));
  const noExtras = new Set(art.noExtras || []);
  if (words.has('dragonboat')) noExtras.add('dragon');
  const extras = lookup('animals', words).filter((k) => !castKinds.has(k) && !noExtras.has(k) && !absent.has(k)).slice(0, 2);

  let props = lookup('props', words);
  if (page.props) props = [...new Set([...page.props, ...props])];
  props = props.filter((p) => !absent.has(p));
  // context-dependent substitutions
  if (setting === 'indoor') {
    props = props.filter((p) => !['tree', 'pine', 'house', 'school', 'barn', 'lighthouse', 'mountain', 'kite', 'tent', 'bridge', 'pond', 'goal', 'fence', 'bus', 'train', 'car', 'plane', 'rocket', 'planet', 'firework'].includes(p));
  } else {
    props = props.filter((p) => !['blackboard', 'window', 'bookshelf', 'bed', 'lamp', 'clock', 'chair', 'table'].includes(p) || page.props?.includes(p));
  }
  // the sea is the water at the beach and under it
  if (setting === 'beach' || setting === 'underwater') props = props.filter((p) => p !== 'pond' || page.props?.includes(p));
  if (setting === 'space') props = props.filter((p) => !['tree', 'flower', 'house', 'pond'].includes(p));
  if (props.includes('easel') && props.includes('paint')) props = props.filter((p) => p !== 'paint');
  if (props.includes('dragonboat')) props = props.filter((p) => p !== 'boat');
  if (props.includes('firefly')) props.push('jar');
  props = [...new Set(props)].slice(0, 5);
  // why each choice was made: "page" (a page field), scene "w" (the scene hint), "w" (a word of the text), or the book default
  const why = {};
  const from = (group, key, pageField) => {
    if (pageField !== undefined) return 'page';
    const h = KW[group][key] && trigger(group, key, hint);
    if (h) return `scene "${h}"`;
    const t = KW[group][key] && trigger(group, key, words);
    return t ? `"${t}"` : 'book';
  };
  why.setting = from('setting', setting);
  why.time = from('time', time);
  why.season = from('season', season);
  why.weather = from('weather', weather, page.weather);
  why.mood = from('mood', mood, page.mood);
  why.pose = from('pose', pose, page.pose);
  why.props = Object.fromEntries(props.map((p) => [p, page.props?.includes(p) ? 'page' : KW.props[p] ? from('props', p) : 'rule']));
  why.extras = Object.fromEntries(extras.map((k) => [k, from('animals', k)]));
  if (lightsOut) why.time = 'lights out';
  return { setting, time, season, weather, mood, pose, onPage, extras, props, words, why, absent, lightsOut, lit, windy, shared };
}

// ------------------------------------------------------------------ backgrounds

function skyColors(pal, time, setting) {
  if (setting === 'space') return ['#0b132b', '#3a506b'];
  if (setting === 'underwater') return ['#0096c7', '#48cae4'];
  if (time === 'night') return ['#0d1b2a', '#33415c'];
  if (time === 'sunset') return ['#ff9e80', '#ffe5b4'];
  return pal.sky;
}

function hillPath(r, W, baseY, amp, count) {
  let d = `M0 ${baseY}`;
  const step = W / count;
  for (let i = 0; i < count; i++) {
    const x1 = i * step + step / 2;
    const x2 = (i + 1) * step;
    const y1 = baseY - amp * r.range(0.4, 1.2);
    d += ` Q${n(x1)} ${n(y1)} ${n(x2)} ${n(baseY - amp * r.range(0, 0.3))}`;
  }
  return d + ` L${W} ${baseY + 400} L0 ${baseY + 400}Z`;
}

function nightify(c, time) {
  if (time === 'night') return mix(c, '#1b263b', 0.55);
  if (time === 'sunset') return mix(c, '#ff9e80', 0.18);
  return c;
}

function background(plan, ctx, W, H, horizon) {
  const { pal, r } = ctx;
  const { setting, time, weather } = plan;
  const out = [];
  const [top, bottom] = skyColors(pal, time, setting);
  const skyTop = weather === 'rain' || weather === 'storm' ? mix(top, '#8d99ae', 0.6) : top;
  const skyBottom = weather === 'rain' || weather === 'storm' ? mix(bottom, '#adb5bd', 0.6) : bottom;
  out.push(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`);
  out.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);

  if (setting === 'indoor') return out.join('');

  // sky bodies
  if (setting === 'space') {
    out.push(stars(ctx, 70, W, H * 1.6));
    out.push(PROPS.planet.draw(r.range(W * 0.7, W * 0.9), r.range(110, 200), 1.1, ctx, '#f4a261'));
    out.push(group(r.range(80, 240), r.range(90, 200), 0.8, `<circle r="40" fill="#4cc9f0"/><path d="M-30 -10 q20 -20 40 0 t20 20" fill="#80ed99"/>`));
  } else if (setting === 'underwater') {
    for (let i = 0; i < 5; i++) {
      const x = r.range(0, W);
      out.push(`<path d="M${n(x)} 0 l${n(r.range(60, 120))} 0 l${n(r.range(80, 200))} ${H} l-90 0z" fill="#fff" opacity="0.07"/>`);
    }
  } else {
    if (time === 'night') {
      out.push(stars(ctx, 45, W, H));
      out.push(moon(r.range(W * 0.72, W * 0.88), r.range(100, 150), 1, ctx, plan.words.has('full') || plan.words.has('mooncake') || plan.words.has('round')));
    } else if (weather !== 'rain' && weather !== 'storm' && weather !== 'cloudy') {
      const sx = ctx.sunLeft ? r.range(130, 220) : r.range(W - 220, W - 130);
      out.push(sun(sx, time === 'sunset' ? horizon - 40 : r.range(110, 150), time === 'sunset' ? 1.1 : 0.9));
    }
    const clouds = weather === 'rain' || weather === 'storm' || weather === 'cloudy' ? 5 : weather === 'snow' ? 3 : r.int(1, 3);
    for (let i = 0; i < clouds; i++) {
      out.push(cloud(r.range(80, W - 80), r.range(70, 240), r.range(0.7, 1.2), ctx, time === 'night' ? '#415a77' : undefined));
    }
    if (weather === 'rainbow') out.push(rainbow(W * 0.5, horizon + 20, 1.3));
  }

  // far layer
  if (setting === 'city') {
    for (let i = 0; i < 9; i++) {
      const bw = r.range(90, 150);
      const bh = r.range(150, 330);
      const x = i * (W / 8) - 40 + r.range(-20, 20);
      const c = nightify(r.pick(['#a8dadc', '#f1faee', '#ffd6a5', '#cdb4db', '#bde0fe']), time);
      let win = '';
      for (let wy = horizon - bh + 24; wy < horizon - 30; wy += 44) for (let wx = x + 16; wx < x + bw - 24; wx += 34) win += `<rect x="${n(wx)}" y="${n(wy)}" width="18" height="22" fill="${time === 'night' ? (plan.lightsOut ? '#415a77' : '#ffe066') : '#ffffff'}" opacity="0.8"/>`;
      out.push(`<rect x="${n(x)}" y="${n(horizon - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${c}" stroke="${shade(c, -0.2)}" stroke-width="3"/>${win}`);
    }
  } else if (setting === 'beach') {
    const sea = nightify('#48cae4', time);
    out.push(`<rect x="0" y="${horizon - 90}" width="${W}" height="140" fill="${sea}"/>`);
    for (let i = 0; i < 6; i++) out.push(`<path d="M${n(r.range(0, W))} ${n(r.range(horizon - 70, horizon))} q20 -10 40 0 q20 -10 40 0" stroke="#fff" stroke-width="4" fill="none" opacity="0.7"/>`);
  } else if (setting !== 'space' && setting !== 'underwater' && setting !== 'sky') {
    const h0 = ['forest'].includes(setting) ? pal.pine : pal.far;
    out.push(`<path d="${hillPath(r, W, horizon - 40, 150, 3)}" fill="${nightify(setting === 'snow' ? '#dee2e6' : h0, time)}" opacity="0.75"/>`);
    out.push(`<path d="${hillPath(r, W, horizon, 90, 4)}" fill="${nightify(setting === 'snow' ? '#f8f9fa' : pal.hills[0], time)}"/>`);
  }
  return out.join('');
}

function groundLayer(plan, ctx, W, H, horizon) {
  const { pal, r } = ctx;
  const { setting, time } = plan;
  const out = [];
  if (setting === 'indoor') {
    // night: dim; lights out: dark; lights on at night: the room keeps its colours (the window shows the night)
    const dim = plan.lightsOut ? 0.72 : plan.lit ? 0 : 0.45;
    const wall = time === 'night' ? mix(pal.wall, '#46508a', dim) : nightify(pal.wall, time);
    const floor = time === 'night' ? mix(pal.floor, '#2b2f55', dim) : nightify(pal.floor, time);
    out.push(`<rect width="${W}" height="${horizon + 40}" fill="${wall}"/>`);
    // wallpaper dots
    let dots = '';
    for (let y = 40; y < horizon; y += 80) for (let x = (y / 80) % 2 ? 40 : 80; x < W; x += 80) dots += `<circle cx="${x}" cy="${y}" r="5"/>`;
    out.push(`<g fill="${shade(wall, -0.08)}">${dots}</g>`);
    out.push(`<rect y="${horizon + 40}" width="${W}" height="${H - horizon - 40}" fill="${floor}"/><rect y="${horizon + 30}" width="${W}" height="16" fill="${shade(wall, -0.25)}"/>`);
    for (let x = 0; x < W; x += 150) out.push(`<path d="M${x} ${horizon + 46} v${H}" stroke="${shade(floor, -0.12)}" stroke-width="3"/>`);
    out.push(`<ellipse cx="${W / 2}" cy="${H - 70}" rx="${W * 0.36}" ry="60" fill="${nightify(pal.accent, time)}" opacity="0.35"/>`);
    if (time === 'night' && !plan.lit) out.push(`<rect width="${W}" height="${H}" fill="#0d1b2a" opacity="${plan.lightsOut ? 0.3 : 0.12}"/>`);
    return out.join('');
  }
  if (setting === 'space') {
    out.push(`<path d="M0 ${horizon + 60} Q${W / 2} ${horizon - 20} ${W} ${horizon + 60} V${H} H0Z" fill="#adb5bd"/>`);
    for (let i = 0; i < 6; i++) out.push(`<ellipse cx="${n(r.range(40, W - 40))}" cy="${n(r.range(horizon + 90, H - 30))}" rx="${n(r.range(20, 50))}" ry="${n(r.range(6, 14))}" fill="#868e96"/>`);
    return out.join('');
  }
  if (setting === 'underwater') {
    out.push(`<path d="M0 ${horizon + 60} Q${W * 0.3} ${horizon + 20} ${W * 0.6} ${horizon + 60} T${W} ${horizon + 50} V${H} H0Z" fill="#f5deb3"/>`);
    for (let i = 0; i < 4; i++) out.push(PROPS.seaweed.draw(r.range(40, W - 40), horizon + 80 + r.range(0, 30), r.range(0.8, 1.2), ctx));
    out.push(PROPS.coral.draw(r.range(60, 300), H - 40, 1, ctx), PROPS.coral.draw(r.range(900, 1140), H - 30, 1.1, ctx));
    out.push(PROPS.bubble.draw(r.range(200, 1000), horizon, 1, ctx));
    return out.join('');
  }
  if (setting === 'sky') {
    for (let i = 0; i < 4; i++) out.push(cloud(r.range(60, W - 60), r.range(horizon, H - 40), r.range(1.2, 1.8), ctx, time === 'night' ? '#415a77' : '#ffffff'));
    return out.join('');
  }
  const [g1, g2] = setting === 'beach' ? ['#f5deb3', '#e9c46a'] : setting === 'snow' || plan.season === 'winter' ? ['#ffffff', '#e8f1f8'] : setting === 'city' ? ['#ced4da', '#adb5bd'] : pal.ground;
  out.push(`<defs><linearGradient id="gnd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${nightify(g1, time)}"/><stop offset="1" stop-color="${nightify(g2, time)}"/></linearGradient></defs>`);
  out.push(`<path d="M0 ${horizon + 30} Q${W * 0.25} ${horizon} ${W * 0.5} ${horizon + 25} T${W} ${horizon + 20} V${H} H0Z" fill="url(#gnd)"/>`);
  if (setting === 'city') out.push(`<rect y="${H - 150}" width="${W}" height="70" fill="#6c757d"/><path d="M0 ${H - 115} H${W}" stroke="#fff" stroke-width="6" stroke-dasharray="50 40"/>`);
  else if (setting !== 'beach' && setting !== 'snow' && plan.season !== 'winter') {
    let tufts = '';
    for (let i = 0; i < 18; i++) {
      const x = r.range(10, W - 10);
      const y = r.range(horizon + 60, H - 10);
      tufts += `<path d="M${n(x)} ${n(y)} l-6 -16 M${n(x)} ${n(y)} l0 -20 M${n(x)} ${n(y)} l6 -16"/>`;
    }
    out.push(`<g stroke="${nightify(shade(g2, -0.2), time)}" stroke-width="3" stroke-linecap="round">${tufts}</g>`);
  }
  return out.join('');
}

function weatherLayer(plan, ctx, W, H) {
  const { r } = ctx;
  const out = [];
  if (plan.setting === 'indoor' || plan.setting === 'space' || plan.setting === 'underwater') return '';
  if (plan.weather === 'rain' || plan.weather === 'storm') {
    let d = '';
    for (let i = 0; i < 70; i++) {
      const x = r.range(0, W);
      const y = r.range(180, H);
      d += `M${n(x)} ${n(y)} l-7 22 `;
    }
    out.push(`<path d="${d}" stroke="#e0f4ff" stroke-width="3" stroke-linecap="round" opacity="0.75"/>`);
    if (plan.weather === 'storm') out.push(`<path d="M${n(r.range(200, 1000))} 150 l-40 90 h40 l-30 90 l80 -120 h-40 l30 -60z" fill="#ffe066"/>`);
  }
  if (plan.weather === 'snow' || (plan.season === 'winter' && plan.setting === 'snow' && plan.weather !== 'sunny')) {
    let d = '';
    for (let i = 0; i < 60; i++) d += `<circle cx="${n(r.range(0, W))}" cy="${n(r.range(0, H))}" r="${n(r.range(3, 7))}"/>`;
    out.push(`<g fill="#fff" opacity="0.9">${d}</g>`);
  }
  if (plan.weather === 'wind' || plan.windy) {
    for (let i = 0; i < 4; i++) {
      const x = r.range(100, W - 300);
      const y = r.range(200, 420);
      out.push(`<path d="M${n(x)} ${n(y)} h160 q30 0 30 -20 q0 -20 -20 -20 q-16 0 -16 14" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/>`);
    }
  }
  if (plan.season === 'autumn' && plan.setting !== 'city') {
    for (let i = 0; i < 8; i++) {
      const x = r.range(0, W);
      const y = r.range(100, 600);
      out.push(`<path d="M${n(x)} ${n(y)} q10 -14 20 0 q-10 14 -20 0z" fill="${r.pick(['#e76f51', '#f4a261', '#e9c46a'])}" transform="rotate(${n(r.range(0, 90))} ${n(x)} ${n(y)})"/>`);
    }
  }
  return out.join('');
}

// ------------------------------------------------------------------ characters

function figOpts(member, plan, isMain) {
  const o = { ...member.look, color: member.color };
  // the others comfort a sad or sleepy main character unless the text groups them ("Me too", "they"); worry is shared
  const own = plan.mood === 'worried' ? 'worried' : (plan.mood === 'sad' || plan.mood === 'sleepy') && !plan.shared ? 'happy' : plan.mood;
  o.mood = isMain ? plan.mood : own;
  if (member.mood) o.mood = member.mood;
  o.pose = isMain ? plan.pose : plan.pose === 'cheer' ? 'cheer' : 'stand';
  if (plan.words.has('winter') || plan.setting === 'snow') o.hat = o.hat || 'beanie';
  if (plan.setting === 'space' && (member.kind === 'child' || member.kind === 'adult')) o.hat = 'helmet';
  return o;
}

const FIG_SCALE = { child: 1.42, adult: 1.22 };
const HOLD_Y = { child: -82, adult: -170 };

function holdPoint(kind) {
  if (HOLD_Y[kind] !== undefined) return HOLD_Y[kind];
  if (SPECIES[kind]) return -50;
  return -40;
}

/** Compose one illustration. Returns an SVG string of W x H. */
export function composeScene(book, page, pageIndex, { W = 1200, H = 800, cover = false } = {}) {
  const plan = planScene(book, page);
  const pal = { ...(PALETTES[book.art?.palette] || PALETTES.meadow) };
  const r = rng(hashStr(`${book.id}#${pageIndex}`));
  const ctx = { pal, r, season: plan.season, time: plan.time, weather: plan.weather, lightsOut: plan.lightsOut, sunLeft: r.chance(0.5) };
  const horizon = Math.round(H * (cover ? 0.6 : 0.64));
  const layers = [];
  layers.push(background(plan, ctx, W, H, horizon));
  layers.push(groundLayer(plan, ctx, W, H, horizon));

  const scaleK = H / 800;
  const footY = H - 40 * scaleK;
  const figs = plan.onPage;
  const count = figs.length;
  const spacing = Math.min(300, (W - 300) / Math.max(1, count)) * (cover ? 1.15 : 1);
  const centre = W / 2 + (cover ? 0 : r.range(-60, 60));
  const slots = figs.map((_, i) => centre + (i - (count - 1) / 2) * spacing + r.range(-15, 15));
  // main character sits in the middle slot when there are three
  if (count === 3) [slots[0], slots[1]] = [slots[1], slots[0]];

  // back props (trees/houses at horizon) and default scenery
  const back = [];
  const ground = [];
  const small = [];
  const sky = [];
  const wall = [];
  const held = [];
  let umbrella = false;
  for (const p of plan.props) {
    const def = PROPS[p];
    if (!def) continue;
    if (def.place === 'back') back.push(p);
    else if (def.place === 'sky' || def.place === 'air') sky.push(p);
    else if (def.place === 'wall') wall.push(p);
    else if (def.place === 'held') held.push(p);
    else if (def.place === 'umbrella') umbrella = true;
    else if (def.place === 'pond' || def.place === 'water') ground.unshift(p);
    else if (def.place === 'ground') ground.push(p);
    else small.push(p);
  }
  const outdoorish = !['indoor', 'space', 'underwater', 'sky'].includes(plan.setting);
  if (outdoorish && !back.some((p) => ['tree', 'pine', 'house', 'school', 'barn'].includes(p))) {
    const n0 = plan.setting === 'forest' ? 5 : plan.setting === 'city' || plan.setting === 'beach' ? 0 : r.int(1, 2);
    for (let i = 0; i < n0; i++) back.push(plan.setting === 'snow' || plan.setting === 'forest' ? (r.chance(0.6) ? 'pine' : 'tree') : 'tree');
  }
  if (plan.setting === 'indoor' && !wall.length) wall.push(r.pick(['window', 'window', 'frame']));
  if (plan.setting === 'indoor' && wall.length === 1 && wall[0] !== 'window' && !cover) wall.push('window');
  if (plan.setting === 'indoor' && wall.length < 2 && !cover) wall.push(r.pick(['frame', 'clock', 'frame']));
  if (plan.setting === 'indoor' && !cover && ground.length === 0 && small.length < 2) {
    const decor = r.pick(['bookshelf', 'sprout', 'lamp', 'chair', 'bookshelf']);
    if (plan.absent.has(decor)) {
      // the text says it is not there
    } else if (decor === 'sprout') small.push('sprout');
    else ground.push(decor);
  }
  if (plan.setting === 'farm' && !back.includes('barn')) back.push('barn');
  if (plan.setting === 'city' && !back.length) back.push(r.pick(['bus', 'car']) === 'bus' ? 'bus' : 'bus');
  if (plan.setting === 'beach' && !small.length && !ground.length) small.push(r.pick(['shell', 'bucket']));
  if (outdoorish && plan.season === 'spring' && !ground.includes('flower') && !small.includes('flower') && !plan.absent.has('flower')) small.push('flower');

  // what ends up in the picture, for review.mjs (no drawing decisions here)
  const drawn = describeDrawn(plan, { back, ground, small, sky, wall, held, umbrella, figs });

  // wall props (indoor)
  const wallXs = [W * 0.25, W * 0.75, W * 0.5];
  wall.forEach((p, i) => {
    const y = p === 'blackboard' ? horizon * 0.55 : p === 'clock' ? horizon * 0.45 : p === 'frame' ? horizon * 0.55 : horizon * 0.82;
    const x = p === 'blackboard' ? W * 0.5 : wallXs[i % 3] + r.range(-40, 40);
    layers.push(PROPS[p].draw(x, y, PROPS[p].scale * scaleK, ctx));
  });

  // back layer: spread across width avoiding the exact centre
  const backXs = [];
  back.forEach((p, i) => {
    const big = ['house', 'school', 'barn', 'bus', 'train', 'mountain', 'goal', 'tent', 'bridge', 'lighthouse'].includes(p);
    let x;
    if (big) x = i % 2 ? W * 0.22 : W * 0.78;
    else x = r.range(60, W - 60);
    if (p === 'goal') x = W * 0.5;
    backXs.push(x);
    const s = PROPS[p].scale * scaleK * (big ? 1 : r.range(0.8, 1.1));
    layers.push(PROPS[p].draw(x, horizon + 30 * scaleK + (big ? 0 : r.range(0, 20)), s, ctx));
  });

  // sky props
  sky.forEach((p, i) => {
    const x = p === 'firefly' ? W / 2 : (i % 2 ? W * 0.22 : W * 0.72) + r.range(-60, 60) * (cover ? 0.3 : 1);
    const y = p === 'firefly' || p === 'bubble' ? horizon + 60 : cover ? H * 0.5 : p === 'lantern' ? H * 0.34 : H * r.range(0.2, 0.32);
    layers.push(PROPS[p].draw(x, y, PROPS[p].scale * scaleK, ctx));
  });

  // extras (animals the text names)
  const extraLayers = [];
  plan.extras.forEach((k, i) => {
    if (FLYERS.has(k)) {
      for (let j = 0; j < (k === 'bird' ? 2 : 3); j++) extraLayers.push(figure(k, { x: r.range(150, W - 150), y: r.range(H * 0.15, H * 0.45), s: 1.1 * scaleK, flip: r.chance(0.5) }));
    } else if (SWIMMERS.has(k)) {
      for (let j = 0; j < (k === 'whale' ? 1 : 3); j++) extraLayers.push(figure(k, { x: r.range(150, W - 150), y: plan.setting === 'underwater' ? r.range(H * 0.2, H * 0.55) : plan.setting === 'beach' ? horizon - r.range(20, 70) * scaleK : horizon + 70 * scaleK, s: (k === 'whale' ? 0.9 : 1.1) * scaleK, flip: r.chance(0.5) }));
    } else {
      const x = i % 2 ? W * 0.1 + 30 : W * 0.9 - 30;
      extraLayers.push(figure(k, { x, y: footY - 50 * scaleK, s: (SMALL_SIDE.has(k) ? 1.0 : 0.8) * scaleK, flip: x > W / 2, mood: 'happy' }));
    }
  });

  // ground props (pond, bed, bike...) between back and characters
  const sleeper = plan.setting === 'indoor' && ground.includes('bed') && plan.mood === 'sleepy' && figs.length > 0;
  ground.forEach((p, i) => {
    if (p === 'bed' && sleeper) return;
    let x;
    let y = footY - 10 * scaleK;
    if (p === 'pond') {
      x = W * 0.5 + r.range(-100, 100);
      y = horizon + 110 * scaleK;
    } else if (p === 'boat' || p === 'dragonboat') {
      // on the water, in the free space furthest from the characters
      const spots = [W * 0.2, W * 0.5, W * 0.8];
      x = slots.length ? spots.reduce((best, c) => (Math.min(...slots.map((t) => Math.abs(t - c))) > Math.min(...slots.map((t) => Math.abs(t - best))) ? c : best), spots[1]) : W * 0.5;
      y = plan.setting === 'beach' ? horizon + 20 : horizon + 90 * scaleK;
      if (plan.setting !== 'beach' && !ground.includes('pond')) layers.push(PROPS.pond.draw(x, y + 20, 1.4 * scaleK, ctx));
      layers.push(PROPS[p].draw(x, y, PROPS[p].scale * scaleK * (p === 'dragonboat' ? 0.8 : 1), ctx));
      return;
    } else if (p === 'rocket' && plan.setting === 'space') {
      x = slots.length ? (slots[0] < W / 2 ? W * 0.82 : W * 0.18) : W * 0.5;
      y = horizon + 120 * scaleK;
    } else if (['bookshelf', 'lamp', 'chair', 'piano'].includes(p)) {
      x = i % 2 ? W * 0.9 : W * 0.1;
      y = horizon + 60 * scaleK;
    } else {
      x = [W * 0.2, W * 0.8, W * 0.5][i % 3];
      y = horizon + 170 * scaleK;
    }
    layers.push(PROPS[p].draw(x, y, PROPS[p].scale * scaleK, ctx));
  });
  layers.push(...extraLayers);

  // characters
  const figLayers = [];
  figs.forEach((m, i) => {
    const isMain = i === 0;
    const o = figOpts(m, plan, isMain);
    const kind = m.kind;
    const base = FIG_SCALE[kind] ?? (SPECIES[kind] ? 1.38 : 1.7);
    const s = base * (m.scale || 1) * scaleK * (cover ? 1.1 : 1);
    const x = slots[i];
    const flip = !isMain && x > W / 2 ? false : x > W / 2 + 50;
    if (isMain && held.length && o.pose === 'stand') o.pose = 'hold';
    if (isMain && umbrella) o.pose = o.pose === 'hold' ? 'hold' : 'stand';
    if (isMain && sleeper) {
      figLayers.push(bedWithSleeper(kind, o, W / 2, footY - 6 * scaleK, 1.45 * scaleK, ctx));
      return;
    }
    if (isMain && umbrella) figLayers.push(PROPS.umbrella.draw(x + 44 * s, footY - 60 * s, s * 1.05, ctx));
    figLayers.push(figure(kind, { ...o, x, y: footY, s, flip }));
    if (o.mood === 'sleepy') figLayers.push(`<text x="${n(x + 60 * s)}" y="${n(footY - 260 * s)}" font-family="DejaVu Sans" font-weight="bold" font-size="${n(40 * s)}" fill="#ffffff" stroke="#33415c" stroke-width="2">z z</text>`);
    if (isMain && held.length) {
      const hp = held[0];
      figLayers.push(PROPS[hp].draw(x, footY + holdPoint(kind) * s + 40 * s * PROPS[hp].scale, PROPS[hp].scale * s * 0.8, ctx));
    }
  });

  // small props in free ground slots (in front of the characters' feet line)
  const taken = [...slots];
  const freeX = [];
  const candidates = [];
  for (let x = 120; x <= W - 120; x += 40) candidates.push(x);
  // a watering can pours into the pot (or plant) beside its spout
  const mainScale = figs.length ? (FIG_SCALE[figs[0].kind] ?? (SPECIES[figs[0].kind] ? 1.38 : 1.7)) * (figs[0].scale || 1) * scaleK : 0;
  const wateredAt = held[0] === 'wateringcan' && figs.length ? small.findIndex((p) => ['pot', 'sprout', 'flower', 'seed'].includes(p)) : -1;
  for (const [k] of small.entries()) {
    if (k === wateredAt) {
      const x = slots[0] + 92 * mainScale;
      taken.push(x);
      freeX.push(x);
      continue;
    }
    let best = candidates[0];
    let bestD = -1;
    for (const c of candidates) {
      const d = Math.min(...taken.map((t) => Math.abs(t - c)), 9999);
      if (d > bestD) {
        bestD = d;
        best = c;
      }
    }
    taken.push(best);
    freeX.push(best);
  }
  const smallLayers = small.map((p, i) => PROPS[p].draw(freeX[i], footY + 10 * scaleK, PROPS[p].scale * scaleK, ctx));
  // second held prop goes to the ground too
  held.slice(1).forEach((p) => smallLayers.push(PROPS[p].draw(W * 0.12, footY + 10 * scaleK, PROPS[p].scale * scaleK, ctx)));

  layers.push(...smallLayers.filter((_, i) => i % 2 === 1));
  layers.push(...figLayers);
  layers.push(...smallLayers.filter((_, i) => i % 2 === 0));
  layers.push(weatherLayer(plan, ctx, W, H));
  if (plan.lightsOut) layers.push(`<rect width="${W}" height="${H}" fill="#0d1b2a" opacity="0.22"/>`);
  if (plan.time === 'night' && plan.setting !== 'indoor' && plan.setting !== 'space') layers.push(`<rect width="${W}" height="${H}" fill="#0d1b2a" opacity="0.12"/>`);
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${layers.join('')}</svg>`, plan, drawn };
}

/**
 * Plain summary of what composeScene draws for a plan, after the default
 * scenery (trees, indoor decor, spring flowers) has been added. Mirrors the
 * drawing code above: keep the two in step when either changes.
 */
function describeDrawn(plan, { back, ground, small, sky, wall, held, umbrella, figs }) {
  const { setting, time, weather, season } = plan;
  const indoor = setting === 'indoor';
  const open = !['indoor', 'space', 'underwater'].includes(setting);
  const bodies = [];
  if (open && setting !== 'space') {
    if (time === 'night') bodies.push('moon', 'stars');
    else if (weather !== 'rain' && weather !== 'storm' && weather !== 'cloudy') bodies.push(time === 'sunset' ? 'setting sun' : 'sun');
    if (weather === 'rainbow') bodies.push('rainbow');
  }
  if (setting === 'space') bodies.push('stars', 'planets');
  const fx = [];
  if (open) {
    if (weather === 'rain' || weather === 'storm') fx.push('rain');
    if (weather === 'storm') fx.push('lightning');
    if (weather === 'snow' || (season === 'winter' && setting === 'snow' && weather !== 'sunny')) fx.push('snowfall');
    if (weather === 'wind' || plan.windy) fx.push('wind');
    if (season === 'autumn' && setting !== 'city') fx.push('falling leaves');
  }
  if (indoor && wall.includes('window')) {
    fx.push(`window:${time === 'night' ? 'night' : time === 'sunset' ? 'sunset' : 'day'}${weather === 'rain' || weather === 'storm' ? '+rain' : weather === 'snow' ? '+snow' : ''}`);
  }
  const light = setting === 'space' ? 'space' : time === 'night' ? (plan.lightsOut ? 'dark, lights off' : indoor && plan.lit ? 'night, lights on' : 'night') : time === 'sunset' ? 'sunset' : 'bright';
  const sleeper = indoor && ground.includes('bed') && plan.mood === 'sleepy' && figs.length > 0;
  const figures = figs.map((m, i) => {
    const isMain = i === 0;
    const { mood, pose: p0 } = figOpts(m, plan, isMain);
    let pose = p0;
    if (isMain && held.length && pose === 'stand') pose = 'hold';
    if (isMain && sleeper) return { name: m.name, kind: m.kind, mood: 'sleepy', pose: 'in bed' };
    return { name: m.name, kind: m.kind, mood, pose };
  });
  const props = [...wall, ...back, ...sky, ...ground.filter((p) => !(p === 'bed' && sleeper)), ...(sleeper ? ['bed'] : []), ...held, ...(umbrella ? ['umbrella'] : []), ...small];
  const floor = indoor ? 'floor' : setting === 'space' ? 'moon rock' : setting === 'underwater' ? 'sea floor' : setting === 'sky' ? 'clouds' : setting === 'beach' ? 'sand' : setting === 'snow' || season === 'winter' ? 'snow' : setting === 'city' ? 'road' : 'grass';
  return { light, ground: floor, bodies, fx, figures, extras: [...plan.extras], props, held: [...held] };
}

/** A bed seen from the side with the character lying in it, head on the pillow. */
function bedWithSleeper(kind, o, x, y, s, ctx) {
  const c = ctx.pal.accent || '#4361ee';
  const headY = kind === 'child' ? -184 : kind === 'adult' ? -262 : -150;
  const fs = kind === 'adult' ? 0.48 : 0.62;
  const fig = figure(kind, { ...o, mood: 'sleepy', pose: 'stand', x: 0, y: 0, s: 1 });
  const back = `<rect x="-170" y="-160" width="22" height="160" rx="6" fill="#9c6644"/><rect x="148" y="-110" width="22" height="110" rx="6" fill="#9c6644"/><rect x="-150" y="-90" width="300" height="50" fill="#fff" stroke="#ccc" stroke-width="3"/><rect x="-146" y="-122" width="78" height="36" rx="16" fill="#fff" stroke="#ddd" stroke-width="3"/>`;
  // head centre ends up on the pillow at (-110, -118)
  const lying = `<g transform="translate(${n(-110 - headY * fs)} -112) rotate(-90) scale(${fs})">${fig}</g>`;
  const blanket = `<path d="M-70 -104 q110 -30 222 -4 v64 h-222z" fill="${c}" stroke="${shade(c, -0.38)}" stroke-width="3"/><path d="M-40 -86 h20 M0 -78 h20 M40 -88 h20 M80 -74 h20 M120 -84 h20" stroke="${shade(c, 0.4)}" stroke-width="6" stroke-linecap="round"/>`;
  const zzz = `<text x="-60" y="-200" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#ffffff" stroke="#33415c" stroke-width="2">z z z</text>`;
  return group(x, y, s, back + lying + blanket + zzz);
}

function wrapTitle(title, maxChars) {
  if (title.length <= maxChars) return [title];
  // two balanced lines: choose the split that minimises the longer line
  const words = title.split(' ');
  let best = [title];
  let bestLen = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const m = Math.max(a.length, b.length);
    if (m < bestLen) {
      bestLen = m;
      best = [a, b];
    }
  }
  return best;
}

/** Cover: a scene built from the book's cover hints plus a title band. */
export function composeCover(book, { S = 800 } = {}) {
  const art = book.art || {};
  const coverPage = { text: art.coverScene || book.pages[0].text, scene: art.coverScene || '', cast: art.coverCast, mood: 'joy', pose: art.coverPose || 'wave', props: art.coverProps };
  const { svg } = composeScene(book, coverPage, 'cover', { W: S, H: S, cover: true });
  const pal = PALETTES[art.palette] || PALETTES.meadow;
  const lines = wrapTitle(book.title, 16);
  const longest = Math.max(...lines.map((l) => l.length));
  const fs = Math.round(Math.min(72, (S - 150) / (longest * 0.58)));
  const bandH = 56 + lines.length * fs * 1.1 + 46;
  const accent = pal.accent;
  let band = `<rect x="40" y="34" width="${S - 80}" height="${n(bandH)}" rx="34" fill="#fffdf7" opacity="0.94" stroke="${accent}" stroke-width="6"/>`;
  lines.forEach((ln, i) => {
    band += `<text x="${S / 2}" y="${n(34 + 28 + fs * 0.95 + i * fs * 1.1)}" text-anchor="middle" font-family="Noto Sans CJK SC, DejaVu Sans" font-weight="bold" font-size="${fs}" fill="#2b2d42">${escXml(ln)}</text>`;
  });
  band += `<text x="${S / 2}" y="${n(34 + bandH - 26)}" text-anchor="middle" font-family="Noto Sans CJK SC" font-weight="bold" font-size="34" fill="${shade(accent, -0.2)}">${escXml(book.titleCn)}</text>`;
  const badge = `<g transform="translate(${S - 92} ${S - 92})"><circle r="56" fill="${accent}" stroke="#fff" stroke-width="6"/><text y="-8" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="20" fill="#fff">LEVEL</text><text y="34" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#fff">${escXml(book.level)}</text></g>`;
  return svg.replace('</svg>', `${band}${badge}</svg>`);
}

export { star };
