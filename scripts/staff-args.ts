/**
 * The arguments of `npm run staff` (scripts/staff.ts), kept apart from the
 * database code so they can be checked on their own.
 *
 *   npm run staff -- grant <account> adviser|teacher [--teacher <teacher-slug>]
 *   npm run staff -- revoke <account>
 *   npm run staff -- list
 *
 * <account> is an account number, a phone number (+ and the dial code when
 * the bare number could be someone else's) or an e-mail address.
 */
export const STAFF_COMMAND_ROLES = ['adviser', 'teacher'] as const;
export type StaffCommandRole = (typeof STAFF_COMMAND_ROLES)[number];

export type StaffCommand =
  | { kind: 'grant'; account: string; role: StaffCommandRole; teacher: string | null }
  | { kind: 'revoke'; account: string }
  | { kind: 'list' }
  | { kind: 'help' };

export const STAFF_USAGE = `Staff accounts of the /abc area (the role is stored in users.role):

  npm run staff -- grant <account> adviser|teacher [--teacher <teacher-slug>]
  npm run staff -- revoke <account>
  npm run staff -- list

<account>   account number, phone number (+8613800000000) or e-mail address
adviser     sees every class, grants packages, arranges trials, reads the staff log
teacher     sees and records their own classes: link the teacher profile with
            --teacher <slug> (e.g. amy-lawson; an unknown slug lists them all)

The database is the server's: DATABASE_URL, else the PGlite folder PGLITE_DIR
(default .data/pglite). PGlite opens in one process at a time: stop the server
first, or use PostgreSQL.`;

/** A mistake in the arguments; the message says what is wrong, the usage follows it. */
export class UsageError extends Error {
  readonly name = 'UsageError';
}

/** Reads the arguments after `npm run staff --`. */
export function parseStaffArgs(argv: readonly string[]): StaffCommand {
  const args = [...argv];
  const verb = args.shift();
  if (verb === undefined || verb === 'help' || verb === '-h' || verb === '--help') return { kind: 'help' };

  if (verb === 'list') {
    if (args.length > 0) throw new UsageError(`list takes no arguments (got: ${args.join(' ')})`);
    return { kind: 'list' };
  }

  if (verb === 'revoke') {
    const [account, ...rest] = args;
    if (!account?.trim()) throw new UsageError('revoke needs the account: npm run staff -- revoke <account>');
    if (rest.length > 0) throw new UsageError(`revoke takes one account (got also: ${rest.join(' ')})`);
    return { kind: 'revoke', account: account.trim() };
  }

  if (verb === 'grant') {
    let teacher: string | null = null;
    const positional: string[] = [];
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (arg === '--teacher') {
        const value = args[++i];
        if (!value || value.startsWith('--')) throw new UsageError('--teacher needs a teacher slug, e.g. --teacher amy-lawson');
        teacher = value;
      } else if (arg.startsWith('--teacher=')) {
        teacher = arg.slice('--teacher='.length);
        if (!teacher) throw new UsageError('--teacher needs a teacher slug, e.g. --teacher=amy-lawson');
      } else if (arg.startsWith('--')) {
        throw new UsageError(`unknown option ${arg}`);
      } else {
        positional.push(arg);
      }
    }
    const [account, role, ...rest] = positional;
    if (!account?.trim() || !role) throw new UsageError('grant needs the account and the role: npm run staff -- grant <account> adviser|teacher');
    if (rest.length > 0) throw new UsageError(`grant takes one account and one role (got also: ${rest.join(' ')})`);
    if (!(STAFF_COMMAND_ROLES as readonly string[]).includes(role)) throw new UsageError(`the role is adviser or teacher, not "${role}"`);
    if (teacher !== null && role !== 'teacher') throw new UsageError('--teacher goes with the teacher role only');
    return { kind: 'grant', account: account.trim(), role: role as StaffCommandRole, teacher: teacher?.trim().toLowerCase() || null };
  }

  throw new UsageError(`unknown command "${verb}" (grant, revoke or list)`);
}
