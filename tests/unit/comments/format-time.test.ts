import { absoluteTime, commentTime } from '@/components/comments/format-time';

const AT = '2026-03-05T06:07:00.000Z'; // 14:07 in Shanghai

describe('comment times', () => {
  test('server HTML shows the date and time in Shanghai, in the reader\'s format', () => {
    expect(commentTime(AT, 'cn', null, '刚刚')).toBe('2026年3月5日 14:07');
    expect(commentTime(AT, 'en', null, 'just now')).toBe('Mar 5, 2026 14:07');
  });

  test('in the browser: just now, then relative for a week, then the date', () => {
    const t = Date.parse(AT);
    expect(commentTime(AT, 'cn', t + 20_000, '刚刚')).toBe('刚刚');
    expect(commentTime(AT, 'en', t - 5_000, 'just now')).toBe('just now');
    expect(commentTime(AT, 'cn', t + 3 * 60_000, '刚刚')).toBe('3 分钟前');
    expect(commentTime(AT, 'en', t + 3 * 60_000, 'just now')).toBe('3 minutes ago');
    expect(commentTime(AT, 'en', t + 2 * 86_400_000, 'just now')).toBe('2 days ago');
    expect(commentTime(AT, 'cn', t + 30 * 86_400_000, '刚刚')).toBe(absoluteTime(AT, 'cn'));
    expect(absoluteTime(AT, 'en', 'Asia/Shanghai')).toBe('Mar 5, 2026 14:07');
  });
});
