/** `npm run staff` arguments: what the command understands, and the refusals an operator reads before anything is opened. */
import { parseStaffArgs, UsageError } from '../../../scripts/staff-args';

describe('npm run staff arguments', () => {
  it('grant <account> adviser|teacher, with --teacher <slug> or --teacher=<slug> for a teacher', () => {
    expect(parseStaffArgs(['grant', '+8613700000017', 'adviser'])).toEqual({ kind: 'grant', account: '+8613700000017', role: 'adviser', teacher: null });
    expect(parseStaffArgs(['grant', 'amy@example.com', 'teacher', '--teacher', 'amy-lawson'])).toEqual({ kind: 'grant', account: 'amy@example.com', role: 'teacher', teacher: 'amy-lawson' });
    expect(parseStaffArgs(['grant', '--teacher=Amy-Lawson', '12345678', 'teacher'])).toEqual({ kind: 'grant', account: '12345678', role: 'teacher', teacher: 'amy-lawson' });
    expect(parseStaffArgs(['grant', '12345678', 'teacher'])).toMatchObject({ role: 'teacher', teacher: null });
  });

  it('revoke <account> and list', () => {
    expect(parseStaffArgs(['revoke', ' 12345678 '])).toEqual({ kind: 'revoke', account: '12345678' });
    expect(parseStaffArgs(['list'])).toEqual({ kind: 'list' });
  });

  it('no arguments, help, -h and --help print the usage', () => {
    for (const argv of [[], ['help'], ['-h'], ['--help']]) expect(parseStaffArgs(argv)).toEqual({ kind: 'help' });
  });

  it.each([
    [['grant'], /needs the account and the role/],
    [['grant', '12345678'], /needs the account and the role/],
    [['grant', '12345678', 'admin'], /adviser or teacher, not "admin"/],
    [['grant', '12345678', 'user'], /adviser or teacher/],
    [['grant', '12345678', 'adviser', '--teacher', 'amy-lawson'], /teacher role only/],
    [['grant', '12345678', 'teacher', '--teacher'], /needs a teacher slug/],
    [['grant', '12345678', 'teacher', '--teacher='], /needs a teacher slug/],
    [['grant', '12345678', 'teacher', '--role', 'x'], /unknown option --role/],
    [['grant', '1', '2', 'teacher'], /one account and one role/],
    [['revoke'], /revoke needs the account/],
    [['revoke', 'a', 'b'], /one account/],
    [['list', 'all'], /no arguments/],
    [['promote', '12345678'], /unknown command "promote"/],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => parseStaffArgs(argv)).toThrow(UsageError);
    expect(() => parseStaffArgs(argv)).toThrow(message);
  });
});
