import { screen } from '@testing-library/react';

import { noticeHref } from '@/components/messages/message-format';
import { NoticeText } from '@/components/messages/notice-text';
import type { InboxMessage } from '@/lib/types/messages';

import { renderWithProviders } from '../helpers/render';

function notice(kind: InboxMessage['kind'], data: InboxMessage['data']): InboxMessage {
  return {
    msgId: 1,
    groupType: kind === 'comment' ? 2 : 3,
    kind,
    fromMe: false,
    sender: { userId: 7, nickname: 'Mia', avatar: null },
    text: '',
    data,
    createdAt: '2026-11-28T10:00:00.000Z',
    read: false,
  } as InboxMessage;
}

describe('notifications of likes and comments', () => {
  const dubbing = { targetType: 'dubbing' as const, targetId: 12, title: 'Where Is Pip?', titleCn: '皮普在哪里？' };
  const video = { targetType: 'video' as const, targetId: 3, title: 'Counting ducks', titleCn: '数鸭子' };

  test.each([
    ['en', 'like', dubbing, 'Mia liked your dubbing of "Where Is Pip?"'],
    ['en', 'comment', dubbing, 'Mia commented on your dubbing of "Where Is Pip?"'],
    ['en', 'like', video, 'Mia liked your video "Counting ducks"'],
    ['cn', 'like', dubbing, 'Mia 赞了你为《皮普在哪里？》录的配音'],
    ['cn', 'comment', dubbing, 'Mia 评论了你为《皮普在哪里？》录的配音'],
    ['cn', 'collect', video, 'Mia 收藏了你的视频《数鸭子》'],
  ] as const)('%s %s of a %s reads as the target it names', (locale, kind, data, text) => {
    renderWithProviders(<p data-testid="notice"><NoticeText message={notice(kind, data)} /></p>, { locale });
    expect(screen.getByTestId('notice')).toHaveTextContent(text);
  });

  test('a dubbing notification leads to the dubbing, a video one to the video', () => {
    expect(noticeHref(notice('like', dubbing))).toBe('/picture/dubbing/12');
    expect(noticeHref(notice('comment', video))).toBe('/videoInfo/3');
  });
});
