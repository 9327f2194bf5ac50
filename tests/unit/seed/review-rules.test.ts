/**
 * The seed-media review (scripts/seed-media/review.mjs): its --check rules and the
 * generator's text rules that keep a picture from contradicting its page (issue #10:
 * watering drawn as rain, a sprout on "He sees no plant", a bright room when
 * "every light goes out").
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Drawn = { light: string; ground: string; bodies: string[]; fx: string[]; figures: { name: string; mood: string; pose: string }[]; extras: string[]; props: string[]; held: string[] };
type Page = { text: string; scene?: string; props?: string[]; noProps?: string[]; cast?: string[]; mood?: string };
type Book = { id: string; art?: Record<string, unknown>; pages: Page[] };
type Plan = { setting: string; time: string; weather: string; props: string[]; lightsOut: boolean };
type SceneModule = {
  composeScene: (book: Book, page: Page, i: number) => { plan: Plan; drawn: Drawn };
  propsForWord: (w: string) => string[];
};
type RulesModule = {
  RULES: { id: string; doc: string }[];
  checkPage: (page: Page, drawn: Drawn, ctx: { propsFor: (w: string) => string[] }) => { rule: string; message: string }[];
};

const ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/seed-media/review.mjs');
// a variable specifier: jest transforms the .mjs files, TypeScript does not look for their types
const load = (rel: string) => import(path.join(ROOT, rel));

let scene: SceneModule;
let rules: RulesModule;
beforeAll(async () => {
  scene = (await load('server/providers/story/art/scene.mjs')) as SceneModule;
  rules = (await load('scripts/seed-media/lib/review-rules.mjs')) as RulesModule;
});

const readBook = (id: string): Book => JSON.parse(fs.readFileSync(path.join(ROOT, 'content/books', `${id}.json`), 'utf8'));
const review = (book: Book, i: number) => {
  const { plan, drawn } = scene.composeScene(book, book.pages[i], i);
  return { plan, drawn, problems: rules.checkPage(book.pages[i], drawn, { propsFor: scene.propsForWord }).map((p) => p.rule) };
};
const drawnOf = (over: Partial<Drawn>): Drawn => ({ light: 'bright', ground: 'grass', bodies: ['sun'], fx: [], figures: [], extras: [], props: [], held: [], ...over });
const flags = (text: string, drawn: Drawn, page: Partial<Page> = {}) => rules.checkPage({ text, ...page }, drawn, { propsFor: scene.propsForWord }).map((p) => p.rule);
const book1 = (pages: Page[], art: Record<string, unknown> = {}): Book => ({
  id: 'synthetic',
  art: { setting: 'park', cast: [{ name: 'Sam', kind: 'child', main: true }], ...art },
  pages,
});

describe('the pictures of issue #10 as they were drawn before the fix', () => {
  it('flags watering drawn as rain (the-little-seed p3)', () => {
    expect(flags('He gives it water. Drip, drip, drip.', drawnOf({ fx: ['rain'], bodies: [], props: ['tree', 'sprout', 'flower'] }))).toContain('water-not-rain');
  });

  it('flags a sprout on "He sees no plant" and on "Still nothing" (the-little-seed p4, p5)', () => {
    expect(flags('Sam looks at the pot. He sees no plant.', drawnOf({ props: ['tree', 'sprout', 'flower'] }))).toContain('negated-object');
    expect(flags('He waits one day. He waits two days. Still nothing.', drawnOf({ props: ['tree', 'sprout', 'flower'] }))).toContain('nothing-named');
    expect(flags('Still nothing.', drawnOf({ props: ['sprout'] }), { noProps: ['sprout'] })).toContain('nothing-named');
  });

  it('flags a lit room when every light goes out (the-lighthouse-cat p6)', () => {
    const text = 'Then, with a loud crack, every light in the lighthouse goes out.';
    expect(flags(text, drawnOf({ light: 'night', ground: 'floor', bodies: [], fx: ['window:night'] }))).toContain('lights-out');
    expect(flags(text, drawnOf({ light: 'bright', ground: 'floor', bodies: [], fx: ['window:day'] }))).toEqual(expect.arrayContaining(['lights-out', 'night-not-bright']));
  });
});

describe('the library now', () => {
  it('draws a watering can and no rain for "He gives it water" (the-little-seed p3)', () => {
    const { plan, drawn, problems } = review(readBook('the-little-seed'), 2);
    expect(plan.weather).not.toBe('rain');
    expect(drawn.fx).not.toContain('rain');
    expect(drawn.held).toContain('wateringcan');
    expect(drawn.props).toContain('pot');
    expect(problems).toEqual([]);
  });

  it('draws an empty pot and no sprout or flower on "no plant" and "Still nothing" (the-little-seed p4, p5)', () => {
    const seed = readBook('the-little-seed');
    for (const i of [3, 4]) {
      const { drawn, problems } = review(seed, i);
      expect(drawn.props).toContain('pot');
      expect(drawn.props).not.toContain('sprout');
      expect(drawn.props).not.toContain('flower');
      expect(problems).toEqual([]);
    }
  });

  it('draws a dark room with the lamps off when every light goes out (the-lighthouse-cat p6)', () => {
    const { plan, drawn, problems } = review(readBook('the-lighthouse-cat'), 5);
    expect(plan.lightsOut).toBe(true);
    expect(drawn.light).toBe('dark, lights off');
    expect(drawn.fx).toContain('window:night+rain');
    expect(problems).toEqual([]);
  });

  it('passes review.mjs --check for every book, one compact record per page', () => {
    const out = execFileSync('node', [SCRIPT, '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toMatch(/^\d+ pages reviewed, 0 contradictions on 0 pages$/m);
    const seed = execFileSync('node', [SCRIPT, '--book=the-little-seed'], { cwd: ROOT, encoding: 'utf8' });
    const lines = seed.trim().split('\n');
    expect(lines[0]).toBe('the-little-seed (C)');
    expect(lines.filter((l) => /^ {2}p\d\d /.test(l))).toHaveLength(10);
    expect(seed).toContain('  p03 He gives it water. Drip, drip, drip.');
    expect(seed).toMatch(/props: .*wateringcan\("wateringcan"\) pot\(page\)/);
  });
});

describe('the rules on small synthetic pages', () => {
  it('every rule is documented', () => {
    expect(rules.RULES.map((r) => r.id)).toEqual(['water-not-rain', 'night-not-bright', 'lights-out', 'negated-object', 'nothing-named', 'no-props-drawn', 'weather-named']);
    for (const r of rules.RULES) expect(r.doc.length).toBeGreaterThan(40);
  });

  it('water-not-rain: watering is not rain, rain that the text names is', () => {
    expect(flags('She waters the flowers.', drawnOf({ fx: ['rain'] }))).toContain('water-not-rain');
    expect(flags('They water the plants in the rain.', drawnOf({ fx: ['rain'] }))).not.toContain('water-not-rain');
    expect(flags('The duck swims in the water.', drawnOf({ fx: ['rain'] }))).not.toContain('water-not-rain');
  });

  it('night-not-bright: night and dark are not drawn as a bright day, "all night" and "dark blue" are no night', () => {
    expect(flags('It is dark and quiet.', drawnOf({ light: 'bright' }))).toContain('night-not-bright');
    expect(flags('Bao is asleep.', drawnOf({ light: 'night', bodies: ['moon'] }))).toEqual([]);
    expect(flags("'It snowed all night,' says Dad.", drawnOf({ light: 'bright', ground: 'snow' }))).not.toContain('night-not-bright');
    expect(flags('He dives into the dark blue sea.', drawnOf({ light: 'bright' }))).not.toContain('night-not-bright');
    expect(flags('The cat sleeps in the morning sun.', drawnOf({ light: 'bright' }))).not.toContain('night-not-bright');
  });

  it('negated-object: "no X", "not a single X", "did not have X or Y", "the X is gone"', () => {
    expect(flags('There is no ball.', drawnOf({ props: ['ball'] }))).toContain('negated-object');
    expect(flags('She does not see a single flower.', drawnOf({ props: ['flower'] }))).toContain('negated-object');
    expect(flags('They did not have phones or maps.', drawnOf({ props: ['map'] }))).toContain('negated-object');
    expect(flags('The drum is gone.', drawnOf({ props: ['drum'] }))).toContain('negated-object');
    expect(flags('He sees no cat.', drawnOf({ extras: ['cat'] }))).toContain('negated-object');
    expect(flags('No one says hello.', drawnOf({ props: ['cake'] }))).toEqual([]);
    expect(flags('There is no plant.', drawnOf({ props: ['pot'] }))).toEqual([]);
  });

  it('weather-named: named weather is drawn, a stopped storm or "no wind" is not', () => {
    expect(flags('It is raining.', drawnOf({}))).toContain('weather-named');
    expect(flags('It is raining.', drawnOf({ fx: ['rain'], bodies: [] }))).toEqual([]);
    expect(flags('The storm is gone.', drawnOf({ fx: ['rain', 'lightning'], bodies: [] }))).toContain('weather-named');
    expect(flags('There is no wind on the Moon.', drawnOf({ light: 'space', bodies: ['stars'], fx: ['snowfall'] }))).toEqual([]);
    expect(flags('The wind blows.', drawnOf({}))).toContain('weather-named');
    expect(flags('The next day, the sun is out.', drawnOf({ ground: 'snow', fx: ['snowfall'] }))).toContain('weather-named');
  });

  it('the generator follows the sentence: watering can, negation, lights out, similes, the rain that stops', () => {
    const b = book1([
      { text: 'Sam waters the garden.' },
      { text: 'There is no ball in the park.', props: ['ball'] },
      { text: 'In the bedroom, the lights go out.' },
      { text: 'It looks like a little moon.', scene: 'room' },
      { text: 'The rain stops. The sun comes out.' },
      { text: 'It is raining on the park.' },
    ]);
    const at = (i: number) => review(b, i);
    expect(at(0).drawn.held).toContain('wateringcan');
    expect(at(0).drawn.fx).not.toContain('rain');
    expect(at(1).drawn.props).not.toContain('ball');
    expect(at(2).drawn.light).toBe('dark, lights off');
    expect(at(3).plan.time).toBe('day');
    expect(at(4).drawn.fx).not.toContain('rain');
    expect(at(4).drawn.bodies).toContain('sun');
    expect(at(5).drawn.fx).toContain('rain');
    for (let i = 0; i < b.pages.length; i++) expect(at(i).problems).toEqual([]);
  });

  it('review.mjs --check exits 1 and names the rule for a contradicting book file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-'));
    const file = path.join(dir, 'book.json');
    try {
      fs.writeFileSync(file, JSON.stringify({ ...book1([{ text: 'It is night. Sam is asleep.', scene: 'day' }, { text: 'Still nothing.' }]), level: 'A' }));
      const res = spawnSync('node', [SCRIPT, '--check', `--file=${file}`], { cwd: ROOT, encoding: 'utf8' });
      expect(res.status).toBe(1);
      expect(res.stdout).toContain('!! night-not-bright');
      expect(res.stdout).toContain('!! nothing-named');
      expect(res.stdout).toMatch(/2 pages reviewed, 2 contradictions on 2 pages/);
      const json = JSON.parse(execFileSync('node', [SCRIPT, '--json', `--file=${file}`], { cwd: ROOT, encoding: 'utf8' }));
      expect(json).toHaveLength(2);
      expect(json[0]).toMatchObject({ book: 'synthetic', page: 1, problems: [{ rule: 'night-not-bright' }] });
      expect(json[0].drawn.light).toBe('bright');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
