import { describe, expect, it } from 'vitest';
import { issuesOf, parseValid } from '../test/issues.ts';
import { loginMessages, safeRedirectPath, signInSchema } from './login.ts';

describe('signInSchema', () => {
  it('accepts a username and password, trimming only the username', () => {
    expect(parseValid(signInSchema, { username: ' ABC1234 ', password: ' pass word ' })).toEqual({
      username: 'ABC1234',
      password: ' pass word ',
    });
  });

  it.each([{}, { username: '' }, { username: '   ' }])(
    "says 'Username is required' on the username field for %j",
    (input) => {
      expect(issuesOf(signInSchema, { password: 'secret', ...input })).toEqual([
        { path: 'username', message: 'Username is required' },
      ]);
    },
  );

  it.each([{}, { password: '' }])("says 'Password is required' on the password field for %j", (input) => {
    expect(issuesOf(signInSchema, { username: 'ABC1234', ...input })).toEqual([
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('reports both fields when both are empty', () => {
    expect(issuesOf(signInSchema, { username: '', password: '' })).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });
});

describe('loginMessages', () => {
  it('holds the spec texts for a failed login and an expired session', () => {
    expect(loginMessages.wrongCredentials).toBe('Username or password is incorrect.');
    expect(loginMessages.sessionExpired).toBe('Your session has expired. Please log in again.');
  });
});

describe('safeRedirectPath', () => {
  it.each(['/profile?x=1', '/', '/shop/items/12#reviews', '/cart?tab=ofm&page=2', '/a\\b'])(
    'keeps the on-site path %j',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['an absolute URL', 'https://x'],
    ['a backslash after the slash', '/\\x'],
    ['a backslash host', '\\\\evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['a tab the browser would strip', '/\t/evil.com'],
    ['a newline', '/\n/evil.com'],
    ['a carriage return', '/profile\r'],
    ['a NUL character', '/pro\u0000file'],
    ['an escape character', '/\u001b'],
  ])('refuses %s', (_case, path) => {
    expect(safeRedirectPath(path)).toBe('/');
  });

  it('falls back when there is no redirect', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.com', '/profile')).toBe('/profile');
    expect(safeRedirectPath(null, '/shop')).toBe('/shop');
    expect(safeRedirectPath('/cart', '/profile')).toBe('/cart');
  });
});
