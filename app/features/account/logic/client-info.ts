/**
 * The settings page's app-info footer: which operating system and browser this is, read from the user agent.
 * Pure: the page passes navigator.userAgent. Order matters where agents carry several tokens (Edge and
 * Opera also say Chrome; Chrome also says Safari; Android also says Linux; iPadOS says Mac OS X).
 */
export interface ClientInfo {
  os: string;
  browser: string;
}

const OS_RULES: Array<[RegExp, string]> = [
  [/CrOS/, 'ChromeOS'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const BROWSER_RULES: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/(?:OPR|Opera)\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/FxiOS\/([\d.]+)/, 'Firefox'],
  [/CriOS\/([\d.]+)/, 'Chrome'],
  [/Chrom(?:e|ium)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
];

function majorVersion(version: string | undefined): string {
  return version ? ` ${version.split('.')[0] ?? version}` : '';
}

export function clientInfo(userAgent: string): ClientInfo {
  const os = OS_RULES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
  for (const [pattern, name] of BROWSER_RULES) {
    const match = pattern.exec(userAgent);
    if (match) return { os, browser: `${name}${majorVersion(match[1])}` };
  }
  return { os, browser: 'Unknown' };
}
