import { digestPassword } from '@/lib/auth/digest';
import {
  checkCodeLogin,
  checkCodeTarget,
  checkPasswordLogin,
  checkResetPassword,
  checkSetPassword,
  digitsOnly,
} from '@/lib/auth/validation';

describe('login dialog warnings (SPEC §5), first failing check wins', () => {
  test('password login: account, then password', () => {
    expect(checkPasswordLogin({ account: '', password: '' })).toEqual({ field: 'account', key: 'needAccount' });
    expect(checkPasswordLogin({ account: '   ', password: 'x' })).toEqual({ field: 'account', key: 'needAccount' });
    expect(checkPasswordLogin({ account: 'lily', password: '' })).toEqual({ field: 'password', key: 'needPassword' });
    expect(checkPasswordLogin({ account: 'lily', password: 'x' })).toBeNull();
  });

  test('get code needs its target; an e-mail must look like one', () => {
    expect(checkCodeTarget('phone', '')).toEqual({ field: 'target', key: 'needPhone' });
    expect(checkCodeTarget('phone', '138')).toBeNull();
    expect(checkCodeTarget('email', '')).toEqual({ field: 'target', key: 'needEmail' });
    expect(checkCodeTarget('email', 'a@b')).toEqual({ field: 'target', key: 'emailFormat' });
    expect(checkCodeTarget('email', 'a@b.cn')).toBeNull();
  });

  test('code login: target, code, then the code must have been requested', () => {
    expect(checkCodeLogin('phone', { target: '', code: '', codeRequested: false })?.key).toBe('needPhone');
    expect(checkCodeLogin('phone', { target: '138', code: '', codeRequested: true })?.key).toBe('needCode');
    expect(checkCodeLogin('phone', { target: '138', code: '123456', codeRequested: false })?.key).toBe('getCodeFirst');
    expect(checkCodeLogin('email', { target: 'x', code: '', codeRequested: false })?.key).toBe('emailFormat');
    expect(checkCodeLogin('email', { target: 'x@y.z', code: '1', codeRequested: true })).toBeNull();
  });

  test('reset: target, code, new password (8 to 64), repeat, equal', () => {
    const base = { target: '138', code: '123456', codeRequested: true, newPwd: 'abcd1234', repeatPwd: 'abcd1234' };
    expect(checkResetPassword('phone', { ...base, target: '' })?.key).toBe('needPhone');
    expect(checkResetPassword('phone', { ...base, code: '' })?.key).toBe('needCode');
    expect(checkResetPassword('phone', { ...base, newPwd: '' })).toEqual({ field: 'newPwd', key: 'needNewPwd' });
    expect(checkResetPassword('phone', { ...base, newPwd: 'abc1234' })?.key).toBe('pwdLength');
    expect(checkResetPassword('phone', { ...base, newPwd: 'a'.repeat(65) })?.key).toBe('pwdLength');
    expect(checkResetPassword('phone', { ...base, repeatPwd: '' })).toEqual({ field: 'repeatPwd', key: 'needRepeatPwd' });
    expect(checkResetPassword('phone', { ...base, repeatPwd: 'abcd1235' })).toEqual({ field: 'repeatPwd', key: 'pwdMismatch' });
    expect(checkResetPassword('phone', { ...base, newPwd: 'ab'.repeat(32), repeatPwd: 'ab'.repeat(32) })).toBeNull();
    // The letters-and-digits pattern is only a hint.
    expect(checkResetPassword('phone', { ...base, newPwd: '!@#$%^&*', repeatPwd: '!@#$%^&*' })).toBeNull();
  });

  test('set password: required, then 8 to 64 characters', () => {
    expect(checkSetPassword({ password: '' })?.key).toBe('needSetPwd');
    expect(checkSetPassword({ password: '1234567' })?.key).toBe('pwdLength');
    expect(checkSetPassword({ password: '12345678' })).toBeNull();
  });

  test('new passwords: blanks only or one character repeated are refused before sending (P2)', () => {
    for (const password of [' '.repeat(8), '\t \t \t \t ', 'aaaaaaaa', '1'.repeat(64), '哈'.repeat(8), '８'.repeat(8)]) {
      expect([password, checkSetPassword({ password })?.key]).toEqual([password, 'pwdTrivial']);
    }
    const base = { target: '13800138000', code: '123456', codeRequested: true, newPwd: 'bbbbbbbb', repeatPwd: 'bbbbbbbb' };
    expect(checkResetPassword('phone', base)).toEqual({ field: 'newPwd', key: 'pwdTrivial' });
    expect(checkSetPassword({ password: 'aaaaaaab' })).toBeNull();
    expect(checkSetPassword({ password: ' padded password ' })).toBeNull();
  });

  test('digitsOnly strips everything but digits, and caps the length', () => {
    expect(digitsOnly('+86 (138) 0000-0000 ext.')).toBe('8613800000000');
    expect(digitsOnly('１２３abc')).toBe('');
    expect(digitsOnly('1234567890123456789', 15)).toBe('123456789012345');
  });

  test('the digest is crypto-js MD5 in lower-case hex', () => {
    expect(digestPassword('secret123')).toBe('5d7845ac6ee7cfffafc5fe5f35cf666d');
    expect(digestPassword('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(digestPassword('密码abc')).toMatch(/^[0-9a-f]{32}$/);
  });
});
