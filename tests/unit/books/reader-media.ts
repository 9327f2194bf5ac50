/**
 * jsdom has no media playback. This stands in for it on every <audio> and
 * <video>: play() and pause() flip `paused` and fire the events a browser
 * fires; `currentTime` is a plain value the test sets (and the component
 * seeks). Call once per test file, at the top level.
 */
export function stubMedia() {
  const media = new WeakMap<HTMLMediaElement, { paused: boolean; time: number }>();
  function state(el: HTMLMediaElement) {
    let s = media.get(el);
    if (!s) media.set(el, (s = { paused: true, time: 0 }));
    return s;
  }
  const play = jest.fn(function (this: HTMLMediaElement) {
    state(this).paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.fn(function (this: HTMLMediaElement) {
    if (state(this).paused) return;
    state(this).paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  const saved: [string, PropertyDescriptor | undefined][] = [];

  beforeAll(() => {
    const define = (name: string, descriptor: PropertyDescriptor) => {
      saved.push([name, Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, name)]);
      Object.defineProperty(HTMLMediaElement.prototype, name, { configurable: true, ...descriptor });
    };
    define('paused', {
      get(this: HTMLMediaElement) {
        return state(this).paused;
      },
    });
    define('currentTime', {
      get(this: HTMLMediaElement) {
        return state(this).time;
      },
      set(this: HTMLMediaElement, value: number) {
        state(this).time = value;
      },
    });
    define('play', { value: play });
    define('pause', { value: pause });
    define('load', { value: () => {} });
  });
  afterAll(() => {
    for (const [name, descriptor] of saved.reverse()) {
      if (descriptor) Object.defineProperty(HTMLMediaElement.prototype, name, descriptor);
      else delete (HTMLMediaElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });
  return { play, pause };
}
