// @vitest-environment node
/**
 * nav.mail's address (actions/nav/mailtoUrl.ts): the message a person sends
 * from their own e-mail app reads as written (spaces, line breaks, Filipino
 * and emoji), and nothing filled into a page can add a recipient or a header.
 */
import { describe, expect, it } from 'vitest';
import { mailtoUrl } from '../../../actions/nav/mailtoUrl.ts';
import { navActions } from '../../../actions/nav/navActions.ts';
import { setNavigator } from '../../../actions/nav/navigator.ts';
import type { ActionEnv } from '../../../renderer/types.ts';

describe('mailtoUrl', () => {
  it('subject and body percent-encoded (a space is %20, never +), line breaks as CRLF', () => {
    const url = mailtoUrl('help@lender.ph', 'Loan & fees?', 'Magandang araw 👋\nCompany: A+B\n\nReply to: juan@example.ph')!;
    expect(url).toBe(
      'mailto:help@lender.ph?subject=Loan%20%26%20fees%3F&body=Magandang%20araw%20%F0%9F%91%8B%0D%0ACompany%3A%20A%2BB%0D%0A%0D%0AReply%20to%3A%20juan%40example.ph',
    );
    expect(new URL(url).searchParams.get('body')).toBe('Magandang araw 👋\r\nCompany: A+B\r\n\r\nReply to: juan@example.ph');
  });

  it('leaves out an empty subject or body', () => {
    expect(mailtoUrl(' help@lender.ph ', '', null)).toBe('mailto:help@lender.ph');
  });

  it.each(['', 'help', 'help@lender', 'help@lender.ph?cc=evil@x.ph', 'help@lender.ph,evil@x.ph', 'a b@lender.ph', 'help@lender.ph&bcc=x@y.ph', null, 42])(
    'refuses %j as the recipient',
    (to) => {
      expect(mailtoUrl(to, 'Hi', 'Hello')).toBeNull();
    },
  );
});

describe('nav.mail', () => {
  const run = (args: Record<string, unknown>) => navActions['nav.mail']({ args } as unknown as ActionEnv);

  it('hands the message to the e-mail app and stays on the page; a bad recipient is rejected and nothing opens', async () => {
    const left: string[] = [];
    setNavigator({ go: () => {}, leave: (url) => left.push(url), back: () => {}, canGoBack: () => false });
    await run({ to: 'help@lender.ph', subject: 'Hi', body: 'Hello' });
    expect(left).toEqual(['mailto:help@lender.ph?subject=Hi&body=Hello']);
    await expect(async () => run({ to: 'help@lender.ph?cc=evil@x.ph', body: 'Hello' })).rejects.toMatchObject({ kind: 'rejected' });
    expect(left).toHaveLength(1);
  });
});
