import { notificationLink } from './notification-link';

describe('notificationLink: the link-safety table', () => {
  it.each([
    // Same-origin paths: inside the dashboard (normalised by safeRedirect).
    ['/credit_cards/payments', '/credit_cards/payments'],
    ['/settings/billings#billing-statements', '/settings/billings#billing-statements'],
    ['/invoices?status=PAID', '/invoices?status=PAID'],
    ['/a/../home', '/home'],
  ])('%j navigates in the dashboard to %j', (target, path) => {
    expect(notificationLink(target)).toEqual({ kind: 'in-app', path });
  });

  it.each([
    ['https://docs.example.com/changelog', 'https://docs.example.com/changelog'],
    ['HTTPS://Docs.Example.com/a?b=1#c', 'https://docs.example.com/a?b=1#c'],
    ['https://docs.example.com:8443/x', 'https://docs.example.com:8443/x'],
  ])('%j opens %j in a new tab', (target, href) => {
    expect(notificationLink(target)).toEqual({ kind: 'external', href });
  });

  it.each([
    null,
    undefined,
    '',
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'http://partner.example/offer',
    '//evil.example/phish',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https://user:pass@evil.example/',
    'https://dashboard.example@evil.example/',
    'https://evil.example/\u0000',
    ' https://evil.example/',
    'https://evil.example/a b',
    'https://',
    'mailto:owner@tokoku.test',
    'tel:+6281234567001',
    'file:///etc/passwd',
    'ftp://files.example/x',
    'blob:https://evil.example/uuid',
    'home',
  ])('%j is never followed', (target) => {
    expect(notificationLink(target)).toEqual({ kind: 'none' });
  });
});
