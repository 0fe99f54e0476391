import type { SeedFile } from './seed-file.ts';
import { circle, path, svgDocument, text } from './svg.ts';

export const BRAND = 'Alderon';

const mark =
  circle(20, 20, 16, 'd') +
  path('M20 30 C12 24 16 16 20 9 C22 15 28 18 24 26 C23 22 21 21 20 20 C19 23 18 26 20 30 Z', 'a');

function logo(subtitle: string): string {
  const body =
    mark +
    text(44, 21, BRAND.toUpperCase(), { size: 18, weight: 'bold' }) +
    text(44, 35, subtitle, { size: 11, fill: '#52606d' });
  return svgDocument(180, 40, `${BRAND} ${subtitle}`, body);
}

/** Logo per site (logo-<site name>.svg) and the shared favicon. */
export function brandingFiles(
  sites: ReadonlyArray<{ name: string; displayName: string }>,
): SeedFile[] {
  const files: SeedFile[] = sites.map((s) => ({
    key: `branding/logo-${s.name}.svg`,
    body: logo(s.displayName),
  }));
  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#1f2a37"/><path d="M20 32 C11 25 15 16 20 8 C22 15 29 18 25 27 C24 23 22 22 20 21 C19 24 18 28 20 32 Z" fill="#f76707"/></svg>`;
  files.push({ key: 'branding/favicon.svg', body: favicon });
  return files;
}

export const logoPath = (siteName: string): string => `/files/branding/logo-${siteName}.svg`;
export const FAVICON_PATH = '/files/branding/favicon.svg';
