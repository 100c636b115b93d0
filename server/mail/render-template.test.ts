import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATES } from './default-templates';
import { renderTemplate, unknownVariables } from './render-template';

const values = { name: 'Ada', inviter_name: 'Grace', company_name: 'Acme', system_title: 'Tessera', link: 'https://tessera.example/accept-invitation?token=abc&x=1', expires_in: '7 days' };

describe('renderTemplate', () => {
  it('fills the variables in the subject and the text', () => {
    const mail = renderTemplate(DEFAULT_EMAIL_TEMPLATES.invitation, values);
    expect(mail.subject).toBe('Grace invited you to Acme on Tessera');
    expect(mail.text).toContain('https://tessera.example/accept-invitation?token=abc&x=1');
  });

  it('escapes every value in the HTML part, so a name cannot inject markup', () => {
    const mail = renderTemplate(DEFAULT_EMAIL_TEMPLATES.invitation, { ...values, inviter_name: '<a href="https://evil.test">click</a>' });
    expect(mail.html).not.toContain('<a href="https://evil.test">');
    expect(mail.html).toContain('&lt;a href=&quot;https://evil.test&quot;&gt;click&lt;/a&gt;');
    expect(mail.html).toContain('href="https://tessera.example/accept-invitation?token=abc&amp;x=1"');
  });

  it('keeps the subject on one line whatever a value holds', () => {
    const mail = renderTemplate(DEFAULT_EMAIL_TEMPLATES.invitation, { ...values, inviter_name: 'Grace\r\nBcc: victim@example.test' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('lists a digest’s items as links in the HTML and as lines with their address in the text, escaped', () => {
    const items = [{ label: 'Eddie assigned you an item', detail: '<b>Risks</b>', url: 'https://tessera.example/projects/1?item=a&b' }];
    const mail = renderTemplate(DEFAULT_EMAIL_TEMPLATES.notification_digest, { ...values, count: '1' }, items);
    expect(mail.text).toContain('- Eddie assigned you an item: <b>Risks</b>\n  https://tessera.example/projects/1?item=a&b');
    expect(mail.html).toContain('<a href="https://tessera.example/projects/1?item=a&amp;b"');
    expect(mail.html).toContain('&lt;b&gt;Risks&lt;/b&gt;');
    expect(mail.html).not.toContain('{{items}}');
  });

  it('names the variables a template may not use', () => {
    expect(unknownVariables('Hi {{name}}, {{password}} {{ link }}', DEFAULT_EMAIL_TEMPLATES.invitation.variables)).toEqual(['password']);
  });
});
