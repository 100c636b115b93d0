/** Mail templates: the system's versions (system admins), a company's own (company admins), checks and previews. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmailTemplate, EmailTemplatePreview } from '../../core/domain/api-types';
import { companies } from '../../server/db/schema';
import { DEFAULT_EMAIL_TEMPLATES } from '../../server/mail/default-templates';
import { auditEntriesOf } from './support/audit';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { t, as, seed } = useSignedInServer();

const SYSTEM = '/api/admin/email_templates.json';
const COMPANY = '/api/company_admin/email_templates.json';

const invitationOf = (templates: EmailTemplate[]) => templates.find((template) => template.key === 'invitation')!;
const invitation = {
  key: 'invitation',
  subject: 'Join {{company_name}}',
  body: 'Hello {{name}}, {{inviter_name}} invites you.\n{{link}}',
};

describe('mail templates', () => {
  it('start as the built-in texts, with their variables and descriptions', async () => {
    const templates = expectStatus<EmailTemplate[]>(await as.admin.get(SYSTEM), 200);
    expect(templates.map((template) => template.key)).toEqual(['invitation', 'password_reset', 'email_change', 'notification', 'notification_digest']);
    expect(invitationOf(templates)).toEqual({ key: 'invitation', source: 'default', ...DEFAULT_EMAIL_TEMPLATES.invitation, variables: [...DEFAULT_EMAIL_TEMPLATES.invitation.variables] });
  });

  it('go company → system → built-in, each reset to the one below, every change audited', async () => {
    const system = expectStatus<EmailTemplate[]>(await as.admin.put(SYSTEM, invitation), 200);
    expect(invitationOf(system)).toMatchObject({ ...invitation, source: 'system' });
    expect(invitationOf(expectStatus<EmailTemplate[]>(await as.owner.get(COMPANY), 200))).toMatchObject({ ...invitation, source: 'system' });

    const own = { ...invitation, subject: 'Welcome to {{company_name}}' };
    expect(invitationOf(expectStatus<EmailTemplate[]>(await as.owner.put(COMPANY, own), 200))).toMatchObject({ ...own, source: 'company' });
    expect(invitationOf(expectStatus<EmailTemplate[]>(await as.admin.get(SYSTEM), 200)).source).toBe('system');

    expect(invitationOf(expectStatus<EmailTemplate[]>(await as.owner.put(COMPANY, { key: 'invitation', reset: true }), 200))).toMatchObject({ ...invitation, source: 'system' });
    expect(invitationOf(expectStatus<EmailTemplate[]>(await as.admin.put(SYSTEM, { key: 'invitation', reset: true }), 200)).source).toBe('default');

    const actions = (await auditEntriesOf(t, 'email_template')).slice(0, 4).map(({ action, company_id }) => [action, company_id]);
    expect(actions).toEqual([
      ['email_template.reset', null],
      ['email_template.reset', seed.companies.acme],
      ['email_template.updated', seed.companies.acme],
      ['email_template.updated', null],
    ]);
  });

  it('refuse an unknown {{variable}} or a body without {{link}}, on the field', async () => {
    const unknown = await as.admin.put(SYSTEM, { ...invitation, subject: 'Hi {{password}}' });
    expect(failingFields(unknown)).toEqual(['subject']);
    expect(unknown.json().fields[0].message).toContain('{{password}}');
    expect(failingFields(await as.owner.put(COMPANY, { ...invitation, body: 'Hi {{new_email}} {{link}}' }))).toEqual(['body']);
    const noLink = await as.owner.put(COMPANY, { ...invitation, body: 'Hello {{name}}' });
    expect(failingFields(noLink)).toEqual(['body']);
    expect(noLink.json().fields[0].message).toContain('{{link}}');
    expect(failingFields(await as.admin.put(SYSTEM, { key: 'invitation', subject: 'Only a subject' }))).toEqual(['body']);
    expect(failingFields(await as.admin.put(SYSTEM, { ...invitation, key: 'welcome' }))).toEqual(['key']);
  });

  it('preview a draft with escaped values: a company named <script> stays text', async () => {
    await t.db.update(companies).set({ name: '<script>alert(1)</script> & Co' }).where(eq(companies.id, seed.companies.acme));
    try {
      const draft = { ...invitation, body: 'Hello {{name}}, join {{company_name}}.\n{{link}}' };
      const preview = expectStatus<EmailTemplatePreview>(await as.owner.post('/api/company_admin/email_templates/preview.json', draft), 200);
      expect(preview.subject).toBe('Join <script>alert(1)</script> & Co');
      expect(preview.html).not.toContain('<script>');
      expect(preview.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      expect(preview.html).toContain('Otto Owner');
      const system = expectStatus<EmailTemplatePreview>(await as.admin.post('/api/admin/email_templates/preview.json', { ...invitation, body: '<b>{{name}}</b> {{link}}' }), 200);
      expect(system.html).toContain('&lt;b&gt;Ada Admin&lt;/b&gt;');
    } finally {
      await t.db.update(companies).set({ name: 'Acme' }).where(eq(companies.id, seed.companies.acme));
    }
  });

  it('are refused to those who may not change them', async () => {
    for (const client of [as.owner, as.editor, as.viewer, as.restricted, as.globex]) {
      expectStatus(await client.get(SYSTEM), 403);
      expectStatus(await client.put(SYSTEM, invitation), 403);
      expectStatus(await client.post('/api/admin/email_templates/preview.json', invitation), 403);
    }
    for (const client of [as.editor, as.viewer, as.restricted, as.globex]) {
      expectStatus(await client.get(COMPANY), 403);
      expectStatus(await client.put(COMPANY, invitation), 403);
      expectStatus(await client.post('/api/company_admin/email_templates/preview.json', invitation), 403);
    }
    expectStatus(await as.anonymous.get(SYSTEM), 401);
    expectStatus(await as.anonymous.get(COMPANY), 401);
  });
});
