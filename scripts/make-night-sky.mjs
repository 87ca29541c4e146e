#!/usr/bin/env node
// Renders the looping night-sky background clip of the shell ("a starry animated
// background ... and a video") and encodes it twice, for the two <source>s of the <video>:
//   shell/public/media/night-sky.webm  (VP9)
//   shell/public/media/night-sky.mp4   (H.264, yuv420p, faststart)
//
// Everything in the clip is drawn here from code: a dark gradient, slowly drifting and breathing
// glows, twinkling stars and one quiet shooting star. No footage, image or font of anyone else
// is used. Licence of the clip: CC0 1.0 (public-domain dedication); the script is part of the
// project's source.
//
// The loop is seamless: every motion is a whole number of cycles per loop, and the shooting
// star crosses completely inside it. The output is committed, so building and CI need no ffmpeg;
// run this only to change the clip:
//   node scripts/make-night-sky.mjs          (needs `ffmpeg` with libvpx-vp9 and libx264)
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'shell', 'public', 'media');

const WIDTH = 1280;
const HEIGHT = 720;
/** Star sizes and the meteor are drawn for 640 px and scaled. */
const SCALE = WIDTH / 640;
const FPS = 24;
const SECONDS = 12;
const FRAMES = FPS * SECONDS;
/** Each file must stay small: it loads on every first visit. */
const MAX_BYTES = 600 * 1024;

// Deterministic pseudo-random numbers: the same clip on every run.
let seed = 0x5eed1e55;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const TAU = Math.PI * 2;
const mix = (a, b, f) => a + (b - a) * f;

// The sky: deep navy at the top to violet at the horizon, close to the page's own gradient.
const TOP = [7, 5, 26];
const BOTTOM = [34, 18, 66];
const sky = new Float32Array(WIDTH * HEIGHT * 3);
for (let y = 0; y < HEIGHT; y++) {
  const f = (y / (HEIGHT - 1)) ** 1.3;
  for (let x = 0; x < WIDTH; x++) {
    const i = (y * WIDTH + x) * 3;
    sky[i] = mix(TOP[0], BOTTOM[0], f);
    sky[i + 1] = mix(TOP[1], BOTTOM[1], f);
    sky[i + 2] = mix(TOP[2], BOTTOM[2], f);
  }
}

// Soft glows that wander on small ellipses and breathe, once (or twice) per loop.
const GLOWS = [
  { x: 0.22, y: 0.7, rx: 0.06, ry: 0.04, radius: 0.42, color: [110, 60, 200], strength: 0.34, cycles: 1, phase: 0.1 },
  { x: 0.78, y: 0.25, rx: 0.05, ry: 0.05, radius: 0.34, color: [40, 90, 170], strength: 0.28, cycles: 1, phase: 0.55 },
  { x: 0.55, y: 0.85, rx: 0.08, ry: 0.03, radius: 0.3, color: [170, 90, 150], strength: 0.18, cycles: 2, phase: 0.3 },
  { x: 0.9, y: 0.05, rx: 0.03, ry: 0.02, radius: 0.22, color: [230, 170, 100], strength: 0.12, cycles: 1, phase: 0.8 },
];

// Stars: many faint, few bright; each twinkles a whole number of times per loop.
const STARS = Array.from({ length: 320 }, () => {
  const bright = random() < 0.12;
  const warm = random();
  return {
    x: random() * WIDTH,
    y: random() ** 1.25 * HEIGHT, // a few more near the top, where the sky is darkest
    peak: bright ? 200 + random() * 55 : 60 + random() * 120,
    sigma: (bright ? 0.9 + random() * 0.5 : 0.5 + random() * 0.35) * SCALE,
    cycles: 1 + Math.floor(random() * 4),
    phase: random(),
    depth: 0.25 + random() * 0.6,
    color: warm < 0.2 ? [1, 0.92, 0.75] : warm < 0.4 ? [0.8, 0.88, 1] : [1, 0.98, 0.92],
    halo: bright,
  };
});

// One shooting star, inside the loop (from 55 % to 63 % of it), upper right to the left.
const METEOR = { start: 0.55, end: 0.63, from: [0.92, 0.08], to: [0.48, 0.36], tail: 0.12 };

// A fixed 4x4 ordered dither: no banding in the dark gradient, and the same in every frame
// (so it costs the encoder nothing after the first).
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16 - 0.5);

function splat(frame, cx, cy, sigma, amount, color) {
  const reach = Math.ceil(sigma * 3);
  const x0 = Math.max(0, Math.floor(cx - reach));
  const x1 = Math.min(WIDTH - 1, Math.ceil(cx + reach));
  const y0 = Math.max(0, Math.floor(cy - reach));
  const y1 = Math.min(HEIGHT - 1, Math.ceil(cy + reach));
  const k = 1 / (2 * sigma * sigma);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy);
      const v = amount * Math.exp(-d2 * k);
      if (v < 0.2) continue;
      const i = (y * WIDTH + x) * 3;
      frame[i] += v * color[0];
      frame[i + 1] += v * color[1];
      frame[i + 2] += v * color[2];
    }
  }
}

function render(frameIndex) {
  const t = frameIndex / FRAMES; // 0 <= t < 1, and t = 1 would be frame 0 again
  const frame = Float32Array.from(sky);

  // Glows, computed on a coarse grid and interpolated: they are smooth, and this is 16x cheaper.
  const STEP = 4;
  const gw = Math.ceil(WIDTH / STEP) + 1;
  const gh = Math.ceil(HEIGHT / STEP) + 1;
  const grid = new Float32Array(gw * gh * 3);
  for (const glow of GLOWS) {
    const angle = TAU * (glow.cycles * t + glow.phase);
    const cx = (glow.x + glow.rx * Math.cos(angle)) * WIDTH;
    const cy = (glow.y + glow.ry * Math.sin(angle)) * HEIGHT;
    const breath = glow.strength * (0.75 + 0.25 * Math.sin(angle * 2 + 1));
    const r = glow.radius * WIDTH;
    const k = 1 / (r * r);
    for (let gy = 0; gy < gh; gy++) {
      for (let gx = 0; gx < gw; gx++) {
        const dx = gx * STEP - cx;
        const dy = gy * STEP - cy;
        const v = breath * Math.exp(-(dx * dx + dy * dy) * k * 2.2);
        const i = (gy * gw + gx) * 3;
        grid[i] += v * glow.color[0];
        grid[i + 1] += v * glow.color[1];
        grid[i + 2] += v * glow.color[2];
      }
    }
  }
  for (let y = 0; y < HEIGHT; y++) {
    const gy = Math.floor(y / STEP);
    const fy = (y % STEP) / STEP;
    for (let x = 0; x < WIDTH; x++) {
      const gx = Math.floor(x / STEP);
      const fx = (x % STEP) / STEP;
      const a = (gy * gw + gx) * 3;
      const b = a + 3;
      const c = a + gw * 3;
      const d = c + 3;
      const i = (y * WIDTH + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        frame[i + ch] += mix(mix(grid[a + ch], grid[b + ch], fx), mix(grid[c + ch], grid[d + ch], fx), fy);
      }
    }
  }

  for (const star of STARS) {
    const twinkle = 1 - star.depth * (0.5 + 0.5 * Math.sin(TAU * (star.cycles * t + star.phase)));
    const amount = star.peak * twinkle;
    splat(frame, star.x, star.y, star.sigma, amount, star.color);
    if (star.halo) splat(frame, star.x, star.y, star.sigma * 4, amount * 0.12, star.color);
  }

  if (t >= METEOR.start && t <= METEOR.end) {
    const p = (t - METEOR.start) / (METEOR.end - METEOR.start);
    const fade = Math.sin(Math.PI * p); // in and out, so it is gone before the loop wraps
    const head = [mix(METEOR.from[0], METEOR.to[0], p), mix(METEOR.from[1], METEOR.to[1], p)];
    const dir = [METEOR.to[0] - METEOR.from[0], METEOR.to[1] - METEOR.from[1]];
    const STEPS = 40 * SCALE;
    for (let s = 0; s < STEPS; s++) {
      const back = (s / STEPS) * METEOR.tail;
      const x = (head[0] - dir[0] * back) * WIDTH;
      const y = (head[1] - dir[1] * back) * HEIGHT;
      splat(frame, x, y, 0.8 * SCALE, fade * 110 * (1 - s / STEPS) ** 2, [1, 0.95, 0.85]);
    }
  }

  const bytes = Buffer.allocUnsafe(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const dither = BAYER[(y & 3) * 4 + (x & 3)];
      const i = (y * WIDTH + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        bytes[i + ch] = Math.max(0, Math.min(255, Math.round(frame[i + ch] + dither)));
      }
    }
  }
  return bytes;
}

function encode() {
  mkdirSync(OUT_DIR, { recursive: true });
  const webm = path.join(OUT_DIR, 'night-sky.webm');
  const mp4 = path.join(OUT_DIR, 'night-sky.mp4');
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${WIDTH}x${HEIGHT}`,
    '-r',
    String(FPS),
    '-i',
    '-',
    // No audio, no encoder date or tool name: the same input gives the same files.
    '-an',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-deadline',
    'good',
    '-cpu-used',
    '1',
    '-row-mt',
    '1',
    '-g',
    String(FRAMES),
    '-flags:v',
    '+bitexact',
    webm,
    '-an',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-g',
    String(FRAMES),
    '-movflags',
    '+faststart',
    '-flags:v',
    '+bitexact',
    mp4,
  ];
  const ffmpeg = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise((resolve, reject) => {
    ffmpeg.on('error', (error) =>
      reject(new Error(`ffmpeg could not start (${error.message}); install it, e.g. apt-get install ffmpeg`)),
    );
    ffmpeg.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  return { ffmpeg, done, outputs: [webm, mp4] };
}

/**
 * The phone's clip: the upright middle slice a portrait screen would crop the 16:9 clip to, at
 * phone size (270x480), so a phone loads about a third of the bytes for the same picture.
 */
async function encodePortrait(webm) {
  const outputs = [path.join(OUT_DIR, 'night-sky-portrait.webm'), path.join(OUT_DIR, 'night-sky-portrait.mp4')];
  const slice = `crop=${Math.round((HEIGHT * 9) / 16)}:${HEIGHT}:${Math.floor((WIDTH - (HEIGHT * 9) / 16) / 2)}:0,scale=270:480`;
  const codecs = [
    ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1'],
    ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-crf', '32', '-preset', 'slow', '-movflags', '+faststart'],
  ];
  for (const [i, codec] of codecs.entries()) {
    const args = ['-hide_banner', '-loglevel', 'error', '-y', '-i', webm, '-vf', slice, ...codec, '-an', outputs[i]];
    await new Promise((resolve, reject) =>
      spawn('ffmpeg', args, { stdio: 'inherit' }).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
      ),
    );
  }
  return outputs;
}

async function main() {
  const { ffmpeg, done, outputs } = encode();
  for (let i = 0; i < FRAMES; i++) {
    if (!ffmpeg.stdin.write(render(i))) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  outputs.push(...(await encodePortrait(outputs[0])));
  for (const file of outputs) {
    const size = statSync(file).size;
    console.log(`${path.relative(ROOT, file)}: ${(size / 1024).toFixed(0)} KB`);
    if (size > MAX_BYTES)
      throw new Error(`${path.basename(file)} is larger than ${MAX_BYTES / 1024} KB: lower the quality or the length`);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
