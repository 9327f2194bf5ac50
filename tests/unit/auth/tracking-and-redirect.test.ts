import { firstVisitPayload, formatVisitTime, recordFirstVisit } from '@/lib/auth/tracking';
import { loginTarget } from '@/lib/auth/redirect';

describe('first-visit attribution', () => {
  test('formats the visit time as YYYY-MM-DD HH:mm:ss in local time', () => {
    expect(formatVisitTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
  });

  test('records the first visit once and keeps it on later page views', () => {
    Object.defineProperty(document, 'referrer', { value: 'https://search.example.cn/s?q=english', configurable: true });
    recordFirstVisit();
    const first = {
      time: localStorage.getItem('latest_visit_time'),
      host: localStorage.getItem('latest_referre_host'),
      path: localStorage.getItem('latest_referter_path'),
    };
    expect(first.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.host).toBe('search.example.cn');
    expect(first.path).toBe('http://localhost/');

    Object.defineProperty(document, 'referrer', { value: 'https://other.example.com/', configurable: true });
    recordFirstVisit();
    expect(localStorage.getItem('latest_referre_host')).toBe('search.example.cn');
    expect(firstVisitPayload()).toEqual({
      type: 2,
      first_visit_time: first.time,
      first_referrer_host: 'search.example.cn',
      first_referter_path: 'http://localhost/',
    });
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });
});

describe('where a full-page login continues', () => {
  test.each([
    ['/classStep', '/classStep'],
    ['/abc/course/list?x=1', '/abc/course/list?x=1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['/user/login', '/'],
    ['/login?redirect=/x', '/'],
    ['/abc/login', '/'],
    ['', '/'],
  ])('redirect=%s -> %s', (raw, expected) => {
    expect(loginTarget(raw, '/')).toBe(expected);
  });
});
