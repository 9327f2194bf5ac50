import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { LRUCache } from 'lru-cache';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

import { getBrand } from '@/lib/brand';
import type { CoursewarePage } from '@/lib/types/lessons';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { getAuthSecrets } from '../auth/secrets';
import { liveLessonOf } from './lesson';

/** A download link works this long. */
export const DOWNLOAD_LINK_MINUTES = 10;

const ROOT = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'public');
/** Made PDFs by course unit and slide set (the same file for every student of the unit). */
const made = new LRUCache<string, Uint8Array>({ max: 20, maxSize: 40 * 1024 * 1024, sizeCalculation: (pdf) => pdf.byteLength });

function signingKey(): Buffer {
  return Buffer.from(hkdfSync('sha256', getAuthSecrets().pepper, Buffer.alloc(0), 'sprout courseware download v1', 32));
}

const sign = (lessonId: number, userId: number, expires: number) => createHmac('sha256', signingKey()).update(`${lessonId}.${userId}.${expires}`).digest('base64url');

export function fileNameOf(level: string, unit: number, slug: string): string {
  return `sprout-courseware-${level}${unit}-${slug}.pdf`;
}

/**
 * coursewareDownload?clid: a signed link to the PDF of the caller's lesson,
 * valid for 10 minutes. A link, not a cookie, authenticates the download:
 * the API reads sessions from the token header only, which a plain download
 * cannot send.
 */
export async function coursewareDownload(db: Db, userId: number, lessonId: number, apiBase: string, now = new Date()) {
  const row = await liveLessonOf(db, userId, lessonId);
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_MINUTES * 60;
  const query = new URLSearchParams({ clid: String(row.id), uid: String(userId), exp: String(expires), sig: sign(row.id, userId, expires) });
  return {
    url: `${apiBase}/eclass/classin/courseware.pdf?${query}`,
    fileName: fileNameOf(row.material.level, row.material.unit, row.bookSlug ?? 'unit'),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** The lesson and file name a download link names, when its signature holds and it has not expired. */
export async function checkDownloadLink(db: Db, link: { clid: number; uid: number; exp: number; sig: string }, now = new Date()) {
  const expected = Buffer.from(sign(link.clid, link.uid, link.exp));
  const given = Buffer.from(link.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || link.exp * 1000 <= now.getTime()) throw new AppError('DOWNLOAD_LINK_INVALID');
  const row = await liveLessonOf(db, link.uid, link.clid);
  return { row, fileName: fileNameOf(row.material.level, row.material.unit, row.bookSlug ?? 'unit') };
}

/** The courseware as a PDF, one landscape page per slide (JPEG, the slide's own size in points), made once per unit. */
export async function coursewarePdf(key: string, title: string, slides: readonly CoursewarePage[]): Promise<Uint8Array> {
  const cached = made.get(key);
  if (cached) return cached;
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(getBrand().nameEn);
  pdf.setCreator(getBrand().nameEn);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  for (const slide of slides) {
    const file = path.join(ROOT, slide.image.split('?')[0]);
    if (!file.startsWith(ROOT + path.sep)) continue;
    const jpeg = await sharp(await readFile(file)).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([slide.width, slide.height]);
    page.drawImage(image, { x: 0, y: 0, width: slide.width, height: slide.height });
  }
  const bytes = await pdf.save();
  made.set(key, bytes);
  return bytes;
}
