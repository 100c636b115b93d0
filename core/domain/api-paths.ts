/** API paths the kernel calls (data-layer.md §7, screens-and-editor.md §7); the server serves the same paths. */
export const API_PATHS = {
  signIn: '/api/oauth/sessions.json',
  accessToken: '/api/oauth/tokens.json',
  signOut: '/api/oauth/logouts.json',
  acceptInvitation: '/api/invitations/accept.json',
  /** The return from a company's OpenID Connect provider (the /oauth-redirect page posts its query here). */
  providerSignIn: '/api/oauth/provider_sign_ins.json',
  currentUser: '/api/current_user',
  registerViewedProject: '/api/current_user/register_viewed_project.json',
  registerViewedNotification: '/api/current_user/register_viewed_notification.json',
  uploadProfileImage: '/api/current_user/upload_profile_image',
  removeProfileImage: '/api/current_user/remove_profile_image',
  currentCompany: '/api/current_company',
  companyAdminCompany: '/api/company_admin/company.json',
  system: '/api/system',
} as const;
