import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Solving the slide-puzzle captcha through its real UI, as a person would:
 * look at the picture, find the hole the piece fits, drag the handle there.
 * "Looking" is done on the two images the dialog shows: the piece's pixels
 * reappear, shaded, in its hole, a few pixels higher or lower; decoy holes
 * have other shapes. No answer is read from the server. This is template
 * matching, a better solver than the naive edge detection the puzzle is made
 * against; it still misses now and then, so the tests allow a few attempts.
 */

const IMAGE_WIDTH = 310;
const STRIP_WIDTH = 47;
/** How far above or below the piece's height its hole may sit. */
const HOLE_JITTER = 4;

async function rgba(dataUrl: string) {
  const base64 = dataUrl.replace(/^data:image\/png;base64,/, '');
  const { data, info } = await sharp(Buffer.from(base64, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The piece's left edge in the 310 px image: where the background under the piece best fits its pixels after one gain and offset. */
export async function findPieceX(originalSrc: string, pieceSrc: string): Promise<number> {
  const bg = await rgba(originalSrc);
  const piece = await rgba(pieceSrc);
  const lum = (d: Buffer, p: number) => 0.299 * d[p] + 0.587 * d[p + 1] + 0.114 * d[p + 2];
  // Opaque pixels of the piece.
  const pixels: Array<{ i: number; j: number; v: number }> = [];
  for (let j = 0; j < piece.height; j++) {
    for (let i = 0; i < piece.width; i++) {
      const p = (j * piece.width + i) * 4;
      if (piece.data[p + 3] === 255) pixels.push({ i, j, v: lum(piece.data, p) });
    }
  }
  const m = pixels.length;
  let best = { x: 0, err: Infinity };
  for (let dy = -HOLE_JITTER; dy <= HOLE_JITTER; dy++) {
    for (let x = 0; x <= bg.width - STRIP_WIDTH; x++) {
      let sp = 0, sb = 0, spp = 0, sbb = 0, spb = 0;
      for (const { i, j, v } of pixels) {
        const y = Math.min(bg.height - 1, Math.max(0, j + dy));
        const u = lum(bg.data, (y * bg.width + x + i) * 4);
        sp += v; sb += u; spp += v * v; sbb += u * u; spb += v * u;
      }
      const vp = spp - (sp * sp) / m;
      const vb = sbb - (sb * sb) / m;
      const cov = spb - (sp * sb) / m;
      const err = vp > 1e-9 && vb > 1e-9 ? 1 - (cov * cov) / (vp * vb) : 1;
      if (err < best.err) best = { x, err };
    }
  }
  return best.x;
}

/** Drags the slider handle `distance` display pixels to the right with the mouse. */
export async function dragSlider(page: Page, handle: Locator, distance: number): Promise<void> {
  // After a miss the handle slides back to the start (a 300 ms transition, longer on a busy machine):
  // grab it once it has stopped, or the press lands beside it.
  let box = await handle.boundingBox();
  await expect
    .poll(async () => {
      const before = box;
      box = await handle.boundingBox();
      return before !== null && box !== null && before.x === box.x;
    }, { intervals: [100] })
    .toBe(true);
  if (!box) throw new Error('slider handle not visible');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + distance / 2, y + 1, { steps: 5 });
  await page.mouse.move(startX + distance, y + 2, { steps: 5 });
  await page.mouse.up();
}

/**
 * Solves the open slide-puzzle dialog: waits for its images, finds the hole,
 * drags there; after a miss the dialog shows a new picture and it tries again
 * (up to `attempts` times, fewer than the failures that lock a client).
 */
export async function solveSliderCaptcha(page: Page, attempts = 3): Promise<void> {
  await retrySlider(page, attempts, async (originalSrc, pieceSrc) => {
    const dialog = page.getByTestId('captcha-dialog');
    const x = await findPieceX(originalSrc, pieceSrc);
    const shownWidth = (await dialog.getByTestId('captcha-image').boundingBox())!.width;
    await dragSlider(page, dialog.getByTestId('captcha-slider'), (x * shownWidth) / IMAGE_WIDTH);
  });
}

/** Runs one answer per picture until the dialog shows a pass; a failure brings a new picture to try again. */
export async function retrySlider(page: Page, attempts: number, answer: (originalSrc: string, pieceSrc: string) => Promise<void>): Promise<void> {
  const dialog = page.getByTestId('captcha-dialog');
  const image = dialog.getByTestId('captcha-image');
  const piece = dialog.getByTestId('captcha-piece');
  for (let attempt = 1; ; attempt++) {
    await expect(piece).toBeVisible();
    await expect(dialog.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    const [originalSrc, pieceSrc] = [(await image.getAttribute('src'))!, (await piece.getAttribute('src'))!];
    await answer(originalSrc, pieceSrc);
    const outcome = dialog.getByTestId('captcha-success').or(dialog.getByTestId('captcha-failure'));
    await expect(outcome).toBeVisible();
    if (await dialog.getByTestId('captcha-success').isVisible()) return;
    if (attempt >= attempts) throw new Error(`slider not solved in ${attempts} attempts`);
    await expect.poll(() => image.getAttribute('src')).not.toBe(originalSrc);
  }
}
