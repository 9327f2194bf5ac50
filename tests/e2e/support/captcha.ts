import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Solving the slide-puzzle captcha through its real UI, as a person would:
 * look at the picture, find the hole the piece fits, drag the handle there.
 * "Looking" is done on the two images the dialog shows: the piece's pixels
 * reappear, darkened by one common factor, in its hole; the decoy hole has
 * another shape and other pixels. No answer is read from the server.
 */

const IMAGE_WIDTH = 310;
const STRIP_WIDTH = 47;

async function rgba(dataUrl: string) {
  const base64 = dataUrl.replace(/^data:image\/png;base64,/, '');
  const { data, info } = await sharp(Buffer.from(base64, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The piece's left edge in the 310 px image: where the background best matches the piece scaled by one factor. */
export async function findPieceX(originalSrc: string, pieceSrc: string): Promise<number> {
  const bg = await rgba(originalSrc);
  const piece = await rgba(pieceSrc);
  // Opaque, non-outline pixels of the piece, one channel sum each.
  const pixels: Array<{ i: number; j: number; v: number }> = [];
  for (let j = 0; j < piece.height; j++) {
    for (let i = 0; i < piece.width; i++) {
      const p = (j * piece.width + i) * 4;
      const white = piece.data[p] === 255 && piece.data[p + 1] === 255 && piece.data[p + 2] === 255;
      if (piece.data[p + 3] === 255 && !white) pixels.push({ i, j, v: piece.data[p] + piece.data[p + 1] + piece.data[p + 2] });
    }
  }
  let best = { x: 0, err: Infinity };
  for (let x = 0; x <= bg.width - STRIP_WIDTH; x++) {
    let dot = 0;
    let pp = 0;
    let bb = 0;
    for (const { i, j, v } of pixels) {
      const q = (j * bg.width + x + i) * 4;
      const b = bg.data[q] + bg.data[q + 1] + bg.data[q + 2];
      dot += b * v;
      pp += v * v;
      bb += b * b;
    }
    const scale = dot / pp;
    const err = (bb - 2 * scale * dot + scale * scale * pp) / (bb || 1);
    if (err < best.err) best = { x, err };
  }
  return best.x;
}

/** Drags the slider handle `distance` display pixels to the right with the mouse. */
export async function dragSlider(page: Page, handle: Locator, distance: number): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle not visible');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + distance / 2, y + 1, { steps: 5 });
  await page.mouse.move(startX + distance, y + 2, { steps: 5 });
  await page.mouse.up();
}

/** Solves the open slide-puzzle dialog: waits for its images, finds the hole, drags there. */
export async function solveSliderCaptcha(page: Page): Promise<void> {
  const dialog = page.getByTestId('captcha-dialog');
  const image = dialog.getByTestId('captcha-image');
  const piece = dialog.getByTestId('captcha-piece');
  await expect(piece).toBeVisible();
  const [originalSrc, pieceSrc] = [await image.getAttribute('src'), await piece.getAttribute('src')];
  const x = await findPieceX(originalSrc!, pieceSrc!);
  const shownWidth = (await image.boundingBox())!.width;
  await dragSlider(page, dialog.getByTestId('captcha-slider'), (x * shownWidth) / IMAGE_WIDTH);
}
