import { expect, test, type APIRequestContext } from './support/test';

import { keepLogin, loginByCode, type Login } from './support/session';
import { MESSAGES } from './support/messages';

// Follows against the production build: user A makes their profile public and
// reads a book, so the user square lists them under "Reading now"; user B opens
// A's page from the square, follows (the button says followed, the count goes
// up by one), finds A under /user/follow and unfollows after confirming. A
// private profile's page shows the private note instead of the lists.

const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `135${run}${String(seq).padStart(4, '0')}`;
}

async function updateProfile(request: APIRequestContext, baseURL: string | undefined, login: Login, data: Record<string, unknown>) {
  const res = await request.put('/api/user/info/update', { data, headers: { token: login.token, origin: baseURL ?? 'http://127.0.0.1:3210' } });
  expect((await res.json()).code).toBe(0);
}

test.describe('social', () => {
  test('B finds public A on the square, follows, sees A in /user/follow and unfollows with a confirmation @layout', async ({ page, context, request, baseURL }) => {
    const M = MESSAGES.cn.Social;
    const a = await loginByCode(request, newPhone());
    const nameA = `Reader${run}${seq}`;
    await updateProfile(request, baseURL, a, { nickname: nameA, profileVisibility: 'public', introduction: 'I love picture books' });
    const progress = await request.put('/api/picture/book/progress', { data: { bookId: 5, page: 2 }, headers: { token: a.token, origin: baseURL ?? '' } });
    expect((await progress.json()).code).toBe(0);

    const b = await loginByCode(request, newPhone());
    await keepLogin(context, baseURL, b);

    await page.goto('/user/userSquare');
    await page.getByTestId('square-readers').getByRole('link', { name: new RegExp(nameA) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/user/user\\?userId=${a.uid}$`));
    await expect(page.getByTestId('user-nickname')).toHaveText(nameA);
    await expect(page.getByTestId('user-followers')).toHaveText('0');
    await expect(page.getByTestId('message-button')).toHaveAttribute('href', `/messageCenter?friendId=${a.uid}`);

    const button = page.getByTestId('follow-button');
    await expect(button).toHaveText(M.follow);
    await button.click();
    await expect(button).toHaveText(M.followed);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('user-followers')).toHaveText('1');
    // The follow is stored: a reload shows the same.
    await page.reload();
    await expect(page.getByTestId('follow-button')).toHaveText(M.followed);
    await expect(page.getByTestId('user-followers')).toHaveText('1');

    await page.goto('/user/follow');
    const list = page.getByTestId('follow-list-following');
    await expect(list.getByTestId('person-name')).toHaveText([nameA]);
    await list.getByTestId('follow-button').click();
    const dialog = page.getByTestId('unfollow-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(M.unfollowTitle.replace('{name}', nameA));
    await dialog.getByTestId('unfollow-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(list.getByTestId('follow-button')).toHaveText(M.follow);

    await page.reload();
    await expect(page.getByTestId('follow-empty')).toContainText(M.emptyFollowing);
  });

  test("a private profile's page shows the note instead of the lists", async ({ page, context, request, baseURL }) => {
    const a = await loginByCode(request, newPhone());
    const b = await loginByCode(request, newPhone());
    await keepLogin(context, baseURL, b);
    await page.goto(`/user/user?userId=${a.uid}`);
    await expect(page.getByTestId('user-nickname')).toHaveText(a.nickName);
    await expect(page.getByTestId('private-profile')).toContainText(MESSAGES.cn.Social.privateTitle);
    await expect(page.getByTestId('user-list')).toHaveCount(0);
    await page.goto(`/user/collect?userId=${a.uid}`);
    await expect(page.getByTestId('private-profile')).toBeVisible();
  });

  test('an unknown user is a not-found page', async ({ page }) => {
    const res = await page.goto('/user/user?userId=2000000000');
    expect(res?.status()).toBe(404);
  });
});
