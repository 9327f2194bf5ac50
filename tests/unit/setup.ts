import '@testing-library/jest-dom';

/** Every test starts with empty browser storage and no cookies, whatever the previous test left behind. */
function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

if (typeof window !== 'undefined') {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    clearCookies();
    document.documentElement.className = '';
  });
}
