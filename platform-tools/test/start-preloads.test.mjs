// The shell's page keeps the start-up preloads of the start its entry makes on the path: the light
// login's on a cold login page, the dashboard's elsewhere (decision 0038).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keepStartPreloads, shellPage, startOf } from '../shell-page.mjs';

// As html-webpack-plugin writes the build's page: attribute quotes only where a value has a space.
const BUILT =
  '<!doctype html><html><head><script defer src=/main.1.js></script>' +
  '<link rel=preload href=/dashboard.2.js as=script data-start=dashboard>' +
  '<link rel=preload href=/login-libraries.3.js as=script data-start="dashboard login">' +
  '<link rel=preload href=/login.4.js as=script data-start=login>' +
  '<link rel=preload href=/other.5.js as=script>' +
  '<link rel=preload href=/dashboard.session.6.js as=script data-start=dashboard.session>' +
  '</head><body><div id=root></div></body></html>';

const preloads = (html) => [...html.matchAll(/<link rel=preload href=([^ ]+)/g)].map((match) => match[1]);

describe('start-up preloads per start', () => {
  it('keeps the light login’s preloads on a login page, and untagged ones', () => {
    assert.deepEqual(preloads(keepStartPreloads(BUILT, 'login')), ['/login-libraries.3.js', '/login.4.js', '/other.5.js']);
  });

  it('keeps the dashboard’s preloads elsewhere, with its parts’ (the session’s first requests, decision 0086)', () => {
    assert.deepEqual(preloads(keepStartPreloads(BUILT, 'dashboard')), ['/dashboard.2.js', '/login-libraries.3.js', '/other.5.js', '/dashboard.session.6.js']);
  });

  it('decides the start from the path and the query as the shell’s entry does', () => {
    assert.equal(startOf('/login'), 'login');
    assert.equal(startOf('/login', '?lang=id'), 'login');
    assert.equal(startOf('/login', '?token=t&page=/home'), 'dashboard');
    assert.equal(startOf('/home'), 'dashboard');
  });

  it('serves each path its start’s preloads', () => {
    assert.deepEqual(preloads(shellPage(BUILT, { pathname: '/login' })), ['/login-libraries.3.js', '/login.4.js', '/other.5.js']);
    assert.deepEqual(preloads(shellPage(BUILT, { pathname: '/settings', search: '?lang=id' })), ['/dashboard.2.js', '/login-libraries.3.js', '/other.5.js', '/dashboard.session.6.js']);
  });
});
