/**
 * The client software of /clientDownload: one entry per platform, each downloaded from the company's
 * client download host (company setting `clientDomainName`) under its path. The texts (name,
 * system requirements) are messages of the ClientDownload namespace.
 */
export type ClientPlatform = { key: 'windows' | 'macos' | 'android' | 'ios'; path: string };

export const CLIENT_PLATFORMS: readonly ClientPlatform[] = [
  { key: 'windows', path: '/client/windows/latest' },
  { key: 'macos', path: '/client/macos/latest' },
  { key: 'android', path: '/client/android/latest' },
  { key: 'ios', path: '/client/ios' },
];
