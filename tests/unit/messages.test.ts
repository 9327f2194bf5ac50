import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-messages';

import { flatten, parityProblems, placeholders } from './helpers/messages-parity';

describe('messages/cn.json and messages/en.json', () => {
  test('have the same keys, no empty values and the same ICU placeholders', () => {
    expect(parityProblems(cn, en)).toEqual([]);
  });

  test('contain the namespaces the client components read', () => {
    for (const ns of CLIENT_NAMESPACES) {
      expect(cn).toHaveProperty(ns);
      expect(en).toHaveProperty(ns);
    }
  });

  test('carry the spec texts the client shows on its own', () => {
    expect(en.Search.empty).toBe('Please enter search content');
    expect(cn.Http.networkError).toBe('网络错误');
    expect(en.Http.loginAgain).toMatch(/log in again/i);
    expect(cn.Header.otherLanguageName).toBe('English');
    expect(en.Header.otherLanguageName).toBe('中文');
  });

  test('are real translations: most English texts differ from the Chinese ones', () => {
    const fc = flatten(cn);
    const same = [...flatten(en)].filter(([key, value]) => fc.get(key) === value).map(([key]) => key);
    expect(same.length).toBeLessThan(fc.size / 4);
  });
});

describe('the parity check itself', () => {
  test('reports a key missing on either side, also deep', () => {
    expect(parityProblems({ A: { b: 'x', c: 'y' } }, { A: { b: 'x' }, D: 'z' })).toEqual(['A.c: missing in en', 'D: missing in cn']);
  });

  test('reports empty or non-string values', () => {
    expect(parityProblems({ a: '', b: 'ok' }, { a: 'x', b: '  ' })).toEqual(['a: cn value is empty', 'b: en value is empty']);
    expect(parityProblems({ a: 1 }, { a: 'x' })).toEqual(['a: cn value is not a string']);
  });

  test('reports placeholders that differ, also inside plurals and tags', () => {
    expect(parityProblems({ a: '{name}的头像' }, { a: "{nickname}'s avatar" })).toHaveLength(1);
    expect(parityProblems({ a: '{count} 条' }, { a: '{count, plural, one {# item} other {# items}}' })).toHaveLength(1);
    expect(parityProblems({ a: '请<b>{name}</b>' }, { a: 'Dear {name}' })).toHaveLength(1);
    expect(parityProblems({ a: '{n, plural, other {# 个 {unit}}}' }, { a: '{n, plural, one {# {unit}} other {# {unit}s}}' })).toEqual([]);
  });

  test('reports invalid ICU syntax', () => {
    expect(parityProblems({ a: '{name' }, { a: '{name}' })[0]).toMatch(/^a: cn is not valid ICU/);
  });

  test('placeholders lists argument names and kinds', () => {
    expect(placeholders('Hi {name}, {n, number} <b>new</b> {g, select, a {x} other {{extra}}}')).toEqual(['<b>', 'extra', 'g:select', 'n:number', 'name']);
  });
});
