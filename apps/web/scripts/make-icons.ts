// Draws the app icon once as SVG and renders the PNG sizes the manifest and iOS need.
// Run after changing the drawing: node --import tsx apps/web/scripts/make-icons.ts
// The outputs in public/ are committed, so builds do not need sharp.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#0f766e';
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

// A bill with a torn edge and a rupee sign, on a 512 grid.
const BILL = `
  <path fill="#ffffff" d="M140 96h232v320l-29-20-29 20-29-20-29 20-29-20-29 20-29-20-29 20z"/>
  <g fill="none" stroke="${BRAND}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round">
    <path d="M196 160h120M196 204h120M196 160h40c50 0 50 88 0 88h-40l100 92"/>
  </g>`;

/**
 * `rounded`: the favicon and "any" icons, with their own corners.
 * `fullBleed`: maskable and Apple icons, whose corners the platform cuts; the drawing
 * shrinks to stay inside the maskable safe zone (a circle of 40 % of the size).
 */
function iconSvg(shape: 'rounded' | 'fullBleed'): string {
  const background =
    shape === 'rounded'
      ? `<rect width="512" height="512" rx="112" fill="${BRAND}"/>`
      : `<rect width="512" height="512" fill="${BRAND}"/>`;
  const drawing =
    shape === 'rounded'
      ? BILL
      : `<g transform="translate(256 256) scale(0.8) translate(-256 -256)">${BILL}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}${drawing}</svg>\n`;
}

async function renderPng(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(publicDir + file);
}

const rounded = iconSvg('rounded');
const fullBleed = iconSvg('fullBleed');
await writeFile(publicDir + 'favicon.svg', rounded);
await renderPng(rounded, 192, 'icon-192.png');
await renderPng(rounded, 512, 'icon-512.png');
await renderPng(fullBleed, 512, 'icon-maskable-512.png');
await renderPng(fullBleed, 180, 'apple-touch-icon.png');
