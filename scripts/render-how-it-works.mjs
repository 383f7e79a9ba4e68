#!/usr/bin/env node
// Renders the "how it works" clip in each language from the project's own illustrations:
// four scenes drawn as HTML (brand fonts, destination art) and screenshot by Chromium, then
// joined by ffmpeg with a slow zoom and cross-fades. A developer tool: the clips, posters and
// captions it writes are committed under apps/web/src/assets/media, so neither `npm start`
// nor the tests need ffmpeg.
//   node scripts/render-how-it-works.mjs        (needs ffmpeg and CHROMIUM_PATH or /usr/bin/chromium)
//   node scripts/render-how-it-works.mjs es     (one language only; the other's files stay as they are)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { captionsOf, FADE_SECONDS, SCENE_SECONDS, SCENES } from './how-it-works-scenes.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'apps/web/src/assets/media');
const work = join(root, '.tmp/how-it-works');
const fonts = join(root, 'node_modules/@fontsource-variable');
const art = (name) =>
  `data:image/svg+xml;base64,${readFileSync(join(root, 'apps/web/src/assets/destinations', `${name}.svg`)).toString('base64')}`;
const font = (path) =>
  `data:font/woff2;base64,${readFileSync(join(fonts, path)).toString('base64')}`;

function sceneHtml(scene, index, count) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Fraunces; src: url(${font('fraunces/files/fraunces-latin-wght-normal.woff2')}); font-weight: 100 900; }
@font-face { font-family: Inter; src: url(${font('inter/files/inter-latin-wght-normal.woff2')}); font-weight: 100 900; }
html, body { margin: 0; width: 1280px; height: 720px; overflow: hidden; }
body { position: relative; font-family: Inter, sans-serif; color: #fff; }
img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.shade { position: absolute; inset: 0; background: linear-gradient(90deg, rgb(11 37 69 / .92) 0%, rgb(11 37 69 / .7) 45%, rgb(11 37 69 / 0) 75%); }
.card { position: absolute; left: 80px; top: 50%; transform: translateY(-50%); width: 560px; }
.eyebrow { font-size: 20px; font-weight: 600; letter-spacing: .14em; text-transform: uppercase; color: #5fb3b3; }
h1 { font-family: Fraunces, serif; font-weight: 600; font-size: 60px; line-height: 1.1; margin: 20px 0; }
p { font-size: 26px; line-height: 1.45; color: #c5d0de; margin: 0; }
.steps { position: absolute; left: 80px; bottom: 56px; display: flex; gap: 10px; }
.steps span { width: 48px; height: 6px; border-radius: 3px; background: rgb(255 255 255 / .3); }
.steps span.on { background: #c9a227; }
</style></head><body>
<img src="${art(scene.art)}" alt="">
<div class="shade"></div>
<div class="card"><div class="eyebrow">${scene.eyebrow}</div><h1>${scene.title}</h1><p>${scene.text}</p></div>
<div class="steps">${Array.from({ length: count }, (_, i) => `<span class="${i <= index ? 'on' : ''}"></span>`).join('')}</div>
</body></html>`;
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });

const only = process.argv.slice(2);
const languages = Object.entries(SCENES).filter(
  ([lang]) => only.length === 0 || only.includes(lang),
);
for (const [lang, scenes] of languages) {
  const frames = [];
  for (const [index, scene] of scenes.entries()) {
    await page.setContent(sceneHtml(scene, index, scenes.length));
    await page.evaluate(() => document.fonts.ready);
    const file = join(work, `${lang}-${index}.png`);
    await page.screenshot({ path: file });
    frames.push(file);
  }
  // Poster: the first scene, as a small JPEG.
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    frames[0],
    '-vf',
    'scale=960:-2',
    '-q:v',
    '4',
    join(out, `how-it-works.${lang}.jpg`),
  ]);

  // Each scene zooms in slowly; scenes cross-fade into one another.
  const fps = 25;
  const sceneFrames = SCENE_SECONDS * fps;
  // One still per scene: zoompan makes its frames (d = frames per input picture).
  const inputs = frames.flatMap((file) => ['-i', file]);
  const zooms = frames.map(
    (_, i) =>
      `[${i}:v]scale=1920:1080,zoompan=z='min(zoom+0.0006,1.08)':d=${sceneFrames}:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=960x540:fps=${fps},format=yuv420p[s${i}]`,
  );
  let chain = '[s0]';
  const fades = [];
  for (let i = 1; i < frames.length; i += 1) {
    const offset = (i * (SCENE_SECONDS - FADE_SECONDS)).toFixed(2);
    const label = i === frames.length - 1 ? '[v]' : `[x${i}]`;
    fades.push(
      `${chain}[s${i}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}${label}`,
    );
    chain = label;
  }
  const filter = [...zooms, ...fades].join(';');
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    filter,
    '-map',
    '[v]',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-crf',
    '28',
    '-preset',
    'slow',
    '-movflags',
    '+faststart',
    '-an',
    join(out, `how-it-works.${lang}.mp4`),
  ]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    join(out, `how-it-works.${lang}.mp4`),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-an',
    join(out, `how-it-works.${lang}.webm`),
  ]);
  // Both clips share their timing: one caption file per language serves either.
  writeFileSync(join(out, `how-it-works.captions.${lang}.vtt`), captionsOf(lang));
  console.log(`how-it-works.${lang}: done`);
}
await browser.close();
