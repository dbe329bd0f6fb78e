/** The sign-up payload's `source`: medium 'Web', browser, version, os. */
export interface SignupSource {
  medium: 'Web';
  browser: string;
  version: string;
  os: string;
}

/** Order matters: Edge and Opera also say Chrome, and Chrome also says Safari. */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Windows', /Windows/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Chrome OS', /CrOS/],
  ['Linux', /Linux/],
];

/** A simple reading of the user agent: good enough for sign-up statistics, nothing more. */
export function signupSource(userAgent: string): SignupSource {
  let browser = 'Other';
  let version = '';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = name;
      version = match[1] ?? '';
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Other';
  return { medium: 'Web', browser, version, os };
}
