/**
 * The built-in mail templates, used until a system admin (for everyone) or a company admin (for their
 * company) saves their own. A body is plain text with {{variables}}; each key lists the variables it may use.
 */
export const EMAIL_TEMPLATE_KEYS = ['invitation', 'password_reset', 'email_change', 'notification', 'notification_digest'] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export interface EmailTemplateText {
  subject: string;
  body: string;
}

export interface EmailTemplateDefinition extends EmailTemplateText {
  /** What the template is for, in the admin's words. */
  description: string;
  /** The variables it may use; {{link}} is the one-time link and is required. */
  variables: readonly string[];
}

export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateKey, EmailTemplateDefinition> = {
  invitation: {
    description: 'Sent when an admin invites someone, and again when the invitation is resent.',
    variables: ['name', 'inviter_name', 'company_name', 'system_title', 'link', 'expires_in'],
    subject: '{{inviter_name}} invited you to {{company_name}} on {{system_title}}',
    body: [
      'Hello {{name}},',
      '',
      '{{inviter_name}} invited you to join {{company_name}} on {{system_title}}.',
      '',
      'Accept the invitation and choose your password here:',
      '{{link}}',
      '',
      'The link works once and expires in {{expires_in}}.',
    ].join('\n'),
  },
  password_reset: {
    description: 'Sent when someone asks to reset their password.',
    variables: ['name', 'system_title', 'link', 'expires_in'],
    subject: 'Reset your {{system_title}} password',
    body: [
      'Hello {{name}},',
      '',
      'Someone (we hope you) asked to reset your {{system_title}} password. Choose a new one here:',
      '{{link}}',
      '',
      'The link works once and expires in {{expires_in}}. If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  },
  email_change: {
    description: 'Sent to a new email address to confirm it after someone changes their address on their profile.',
    variables: ['name', 'system_title', 'link', 'expires_in', 'new_email'],
    subject: 'Confirm your new {{system_title}} email address',
    body: [
      'Hello {{name}},',
      '',
      'Confirm that {{new_email}} is your new address on {{system_title}}:',
      '{{link}}',
      '',
      'The link works once and expires in {{expires_in}}. Until you confirm, you sign in with your old address.',
    ].join('\n'),
  },
  notification: {
    description: 'Sent for each notification to people who chose a mail for each on their profile page.',
    variables: ['name', 'summary', 'text', 'system_title', 'link'],
    subject: '{{summary}}',
    body: [
      'Hello {{name}},',
      '',
      '{{summary}} on {{system_title}}:',
      '{{text}}',
      '',
      'Open it here:',
      '{{link}}',
      '',
      'You chose a mail for each notification. Change this on your profile page.',
    ].join('\n'),
  },
  notification_digest: {
    description: 'Sent once a day to people who chose the daily digest (the default): their unread notifications.',
    variables: ['name', 'count', 'items', 'system_title', 'link'],
    subject: 'Your {{system_title}} notifications: {{count}} unread',
    body: [
      'Hello {{name}},',
      '',
      'Here is what happened since your last digest:',
      '',
      '{{items}}',
      '',
      'See all your notifications:',
      '{{link}}',
      '',
      'You get this digest once a day. Change this on your profile page.',
    ].join('\n'),
  },
};
