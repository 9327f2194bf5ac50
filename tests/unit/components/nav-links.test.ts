import { isNavActive } from '@/components/layout/nav-links';

describe('nav active state', () => {
  it('marks home only on /', () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/', '/search')).toBe(false);
  });

  it('does not mark the AI picture book on the book library pages', () => {
    expect(isNavActive('/picture', '/picture')).toBe(true);
    expect(isNavActive('/picture', '/picture/read/3')).toBe(false);
    expect(isNavActive('/picture', '/picture/detail/3')).toBe(false);
  });

  it('marks the library on /library and on the pages of its books and videos', () => {
    expect(isNavActive('/library', '/library')).toBe(true);
    expect(isNavActive('/library', '/picture/detail/3')).toBe(true);
    expect(isNavActive('/library', '/picture/read/3')).toBe(true);
    expect(isNavActive('/library', '/videoInfo/2')).toBe(true);
    expect(isNavActive('/library', '/libraryx')).toBe(false);
    expect(isNavActive('/library', '/search')).toBe(false);
  });

  it('marks a section on its sub-pages but not on a look-alike path', () => {
    expect(isNavActive('/shopping', '/shopping/12')).toBe(true);
    expect(isNavActive('/shopping', '/shoppingcart')).toBe(false);
  });
});
