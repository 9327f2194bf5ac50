/**
 * Helpers of the profile and cancellation suites: users with a phone,
 * e-mail and password hash (the fields cancellation and masking work on),
 * and multipart bodies serialised the way a browser sends them.
 */
import { eq } from 'drizzle-orm';

import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { createSession } from '@/server/services/session';

import { insertTestUser } from './test-app';

let seq = 0;

export interface TestAccount {
  userId: number;
  token: string;
  phone: string;
  email: string;
}

/** A user with a unique mainland phone number, an e-mail, a password hash and one live session. */
export async function createAccount(db: Db, values: Partial<typeof users.$inferInsert> = {}): Promise<TestAccount> {
  seq += 1;
  const phone = `139${String(Date.now() % 1e4).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
  const email = `learner${seq}.${Date.now()}@example.com`;
  const userId = await insertTestUser(db, {
    nickname: `Learner ${seq}`,
    dialCode: '86',
    phone,
    email,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
    ...values,
  });
  const { token } = await createSession(db, { userId });
  return { userId, token, phone, email };
}

/** The whole users row, for "unchanged" assertions. */
export async function userRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** A multipart body as bytes with its content type and length, like a browser's upload. */
export async function multipart(fields: Record<string, Blob | string>): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, (value as File).name ?? 'blob');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  return {
    body,
    headers: { 'content-type': request.headers.get('content-type')!, 'content-length': String(body.byteLength) },
  };
}

export const SAME_ORIGIN = { origin: 'http://localhost:3000' };
