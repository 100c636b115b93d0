/**
 * English of the host's shell and of the pages anyone may open (sign-in, invitations, terms, errors): bundled with
 * the entry. Everything else the host says is in `en-app.ts`, fetched with the signed-in app or an embed.
 */
import { identityEn } from './en-identity';
import { oidcEn } from './en-oidc';

export const HOST_NAMESPACE = 'host';

export const hostShellEn = {
  app: { title: 'Tessera' },
  boot: {
    failed: 'Tessera could not start because the server did not answer. Check your connection and reload the page.',
  },
  common: {
    loading: 'Loading',
    retry: 'Try again',
    tryAgain: 'Try again',
    close: 'Close',
    cancel: 'Cancel',
    create: 'Create',
    save: 'Save',
    goHome: 'Go to your projects',
    noData: 'No data available',
  },
  errors: {
    offline: 'The server could not be reached. Check your connection and try again.',
    forbidden: 'You do not have permission to do this. Ask the project owner for access.',
    notFound: 'This was not found. It may have been deleted, or the link is wrong.',
    invalid: 'Some of what you entered is not valid. Check it and try again.',
    server: 'Something went wrong on the server. Try again in a moment.',
    unexpected: 'Something went wrong. Try again, and tell support if it keeps happening.',
  },
  shell: {
    loadingTitle: 'Loading...',
    breadcrumb: 'Breadcrumb',
    loadingData: 'Loading data',
    saving: 'Saving...',
    updateAvailable: 'A new version of Tessera is available. Reload to use it.',
    reload: 'Reload',
  },
  framed: {
    title: 'Open Tessera in its own window',
    body: 'This page cannot be shown inside another site. Open it in a new window to continue.',
    open: 'Open in a new window',
  },
  crash: {
    title: 'This page stopped working',
    body: 'Something unexpected happened. Reload the page; your saved work is safe.',
    chunkTitle: 'A newer version of Tessera is available',
    chunkBody: 'The page could not load part of itself, usually because Tessera was just updated. Reload to use the newer version; your saved work is safe.',
  },
  nav: {
    label: 'Main navigation',
    open: 'Open navigation',
    admin: 'Admin',
    assessments: 'Assessments',
    data: 'Data',
    dataCatalogs: 'Data catalogs',
    dataMaps: 'Data maps',
    companyDetails: 'Company details',
    profile: 'Profile',
    signOut: 'Sign out',
    sharedView: 'Viewing a shared project',
  },
  footer: {
    support: 'Contact support',
    systemInfo: 'System information',
  },
  signIn: {
    subtitle: 'Sign in to your workspace.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    missing: 'Enter your email and password.',
    wrongCredentials: 'Wrong email or password.',
    throttled_one: 'Too many attempts, try again in {{count}} minute.',
    throttled_other: 'Too many attempts, try again in {{count}} minutes.',
    throttledSoon: 'Too many attempts, try again in a few minutes.',
    failed: 'Signing in did not work. Try again in a moment.',
  },
  terms: {
    title: 'Terms and conditions',
    intro: 'Before you continue, please read and accept the terms and conditions.',
    agree: 'I have read and agree to the terms and conditions',
    agreeWithLink: 'I have read and agree to the <terms>terms and conditions</terms>',
    accept: 'Accept',
    decline: 'Decline',
    acceptFailed: 'Your acceptance could not be saved. Check your connection and try again.',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is nothing at this address. It may have moved, or the link is wrong.',
  },
  forbidden: {
    title: 'No access',
    body: 'You do not have permission to see this page. Ask an administrator if you need it.',
  },
  maintenance: {
    title: 'Down for maintenance',
    body: 'Tessera is being updated and will be back shortly. Your work is saved.',
  },
  sysinfo: {
    title: 'System information',
    systemTitle: 'System',
    supportEmail: 'Support email',
    releaseTag: 'Release',
    environment: 'Environment',
    reactVersion: 'React version',
    browser: 'Browser',
    unknown: 'Not set',
  },
  identity: identityEn,
  oidc: oidcEn,
  profile: {
    confirmEmail: {
      title: 'Confirm your new email address',
      confirm: 'Confirm my new email address',
      confirmed: 'Your email address is now {{email}}. Use it the next time you sign in.',
      missing: 'This link has no confirmation code. Open the whole link from the mail.',
      continue: 'Continue',
    },
  },
  systemSettings: {
    terms: {
      title: 'Terms and conditions of {{system}}',
      empty: 'No terms have been written yet.',
    },
  },
  projectPage: {
    visitor: {
      invalidTitle: 'This link is no longer valid',
      invalidBody: 'The link was revoked or is wrong. Ask the person who shared it for a new one.',
    },
  },
} as const;
