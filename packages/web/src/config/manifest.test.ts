import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import manifestText from '../../public/manifest.webmanifest?raw';
import { theme } from './theme';

// Installable (issue 20 §5): the manifest and index.html paint the home-screen icon, the splash and the status bar
// in the theme's own colours. The e2e suite checks the served manifest with Chromium's own parser (phone.e2e.ts).
const manifest = JSON.parse(manifestText) as Record<string, unknown>;
const head = new DOMParser().parseFromString(indexHtml, 'text/html').head;

describe('web app manifest', () => {
  it('opens the app at its root, standalone, in the theme colours', () => {
    expect(manifest).toMatchObject({
      name: 'Colabora',
      start_url: '/',
      display: 'standalone',
      theme_color: theme.palette.primary.main,
      background_color: theme.palette.background.default,
    });
    expect(head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(theme.palette.primary.main);
  });

  it('is linked from index.html with the iOS home-screen icon', () => {
    expect(head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/apple-touch-icon.png');
  });

  it('has 192 and 512 px PNG icons, and a maskable one', () => {
    const icons = manifest.icons as { sizes: string; type: string; purpose: string }[];
    expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    expect(icons.every((icon) => icon.type === 'image/png')).toBe(true);
  });
});
