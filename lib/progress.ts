import NProgress from 'nprogress';

/** SPEC §9: duration 5000 ms, throttle 200 ms, hide delay 500 ms. */
export const PROGRESS = { duration: 5000, throttle: 200, hideDelay: 500 } as const;

let active = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let trickleTimer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let configured = false;

function configure() {
  if (configured) return;
  configured = true;
  // nprogress's own template marks the bar role="bar", which is no ARIA role (axe: aria-roles); the bar is
  // decoration, so it is hidden from assistive technology instead.
  NProgress.configure({
    showSpinner: false,
    trickle: false,
    minimum: 0.08,
    speed: 300,
    template: '<div class="bar" data-progress-bar aria-hidden="true"><div class="peg"></div></div>',
    barSelector: '[data-progress-bar]',
  });
}

function clearTimers() {
  clearTimeout(showTimer);
  clearInterval(trickleTimer);
  showTimer = undefined;
  trickleTimer = undefined;
}

/**
 * Starts (or joins) the bar. It appears only after the throttle, so quick
 * loads never flash it, and advances on its own to about 95 % over the
 * duration.
 */
export function startProgress(): void {
  if (typeof document === 'undefined') return;
  configure();
  active += 1;
  // A new load cancels the pending hide of the previous one, so its own failure still shows.
  if (hideTimer) {
    clearTimeout(hideTimer);
    hideTimer = undefined;
    NProgress.remove();
    NProgress.status = null;
  }
  if (active > 1 || showTimer || NProgress.isStarted()) return;
  document.documentElement.classList.remove('nprogress-failed');
  showTimer = setTimeout(() => {
    showTimer = undefined;
    NProgress.start();
    const step = 100;
    trickleTimer = setInterval(() => {
      const current = NProgress.status ?? 0;
      if (current < 0.95) NProgress.set(Math.min(0.95, current + (0.95 / PROGRESS.duration) * step));
    }, step);
  }, PROGRESS.throttle);
}

function end(failed: boolean) {
  if (typeof document === 'undefined') return;
  active = Math.max(0, active - 1);
  if (failed) document.documentElement.classList.add('nprogress-failed');
  if (active > 0) return;
  const wasShown = NProgress.isStarted();
  clearTimers();
  if (!wasShown) return;
  NProgress.set(1);
  hideTimer = setTimeout(() => {
    hideTimer = undefined;
    NProgress.remove();
    NProgress.status = null;
    document.documentElement.classList.remove('nprogress-failed');
  }, PROGRESS.hideDelay);
}

export function doneProgress(): void {
  end(false);
}

/** A failed request turns the bar red before it finishes (SPEC §4 Progress bar). */
export function failProgress(): void {
  end(true);
}
