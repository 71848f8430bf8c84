import type { SKRSContext2D } from '@napi-rs/canvas';
import type { RawImage } from './filter-photo';
import type { Box } from './postcard-artist';
import type { PostcardLook } from './postcard-looks';

type Random = () => number;

/** Per-pixel noise over the whole card: film or print grain. */
function grain(ctx: SKRSContext2D, width: number, height: number, amount: number, random: Random) {
  const image = ctx.getImageData(0, 0, width, height);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const noise = (random() - 0.5) * amount;
    data[i] = data[i]! + noise;
    data[i + 1] = data[i + 1]! + noise;
    data[i + 2] = data[i + 2]! + noise;
  }
  ctx.putImageData(image, 0, 0);
}

function vignette(ctx: SKRSContext2D, width: number, height: number, colour: string, strength: number) {
  const shade = ctx.createRadialGradient(width / 2, height / 2, height * 0.35, width / 2, height / 2, width * 0.7);
  shade.addColorStop(0, 'rgba(0, 0, 0, 0)');
  shade.addColorStop(1, colour.replace(/[\d.]+\)$/, `${strength})`));
  ctx.fillStyle = shade;
  ctx.fillRect(0, 0, width, height);
}

/** Watercolour paper: soft blooms of pigment and short fibres. */
function paper(ctx: SKRSContext2D, width: number, height: number, look: PostcardLook, random: Random) {
  ctx.save();
  for (let bloom = 0; bloom < 36; bloom++) {
    const x = random() * width;
    const y = random() * height;
    const radius = 60 + random() * 220;
    const wash = ctx.createRadialGradient(x, y, 0, x, y, radius);
    const tint = bloom % 3 === 0 ? look.accent : '#ffffff';
    wash.addColorStop(0, `${tint}22`);
    wash.addColorStop(1, `${tint}00`);
    ctx.fillStyle = wash;
    ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  }
  ctx.strokeStyle = 'rgba(120, 100, 80, 0.08)';
  ctx.lineWidth = 1;
  for (let fibre = 0; fibre < 900; fibre++) {
    const x = random() * width;
    const y = random() * height;
    const angle = random() * Math.PI;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(angle) * 14, y + Math.sin(angle) * 14);
    ctx.stroke();
  }
  ctx.restore();
}

/** Storybook light: a warm bloom from the sky and fluffy clouds along the top of the picture. */
function soft(ctx: SKRSContext2D, box: Box, random: Random) {
  ctx.save();
  const bloom = ctx.createRadialGradient(
    box.x + box.width * 0.2,
    box.y,
    0,
    box.x + box.width * 0.2,
    box.y,
    box.width * 0.7,
  );
  bloom.addColorStop(0, 'rgba(255, 250, 220, 0.55)');
  bloom.addColorStop(1, 'rgba(255, 250, 220, 0)');
  ctx.fillStyle = bloom;
  ctx.fillRect(box.x, box.y, box.width, box.height);
  for (let cloud = 0; cloud < 4; cloud++) {
    const cx = box.x + box.width * (0.08 + cloud * 0.16 + random() * 0.06);
    const cy = box.y + 70 + random() * 90;
    ctx.fillStyle = 'rgba(255, 255, 255, 0.92)';
    for (let puff = 0; puff < 6; puff++) {
      ctx.beginPath();
      ctx.arc(cx + (puff - 2.5) * 26, cy - Math.sin((puff / 5) * Math.PI) * 26, 30 + random() * 14, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();
}

/** Canvas weave and the relief of thick paint strokes. */
function canvasWeave(ctx: SKRSContext2D, width: number, height: number, random: Random) {
  ctx.save();
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(255, 240, 210, 0.07)';
  for (let offset = -height; offset < width; offset += 6) {
    ctx.beginPath();
    ctx.moveTo(offset, 0);
    ctx.lineTo(offset + height, height);
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.07)';
  for (let offset = 0; offset < width + height; offset += 6) {
    ctx.beginPath();
    ctx.moveTo(offset, 0);
    ctx.lineTo(offset - height, height);
    ctx.stroke();
  }
  ctx.lineCap = 'round';
  for (let stroke = 0; stroke < 500; stroke++) {
    const x = random() * width;
    const y = random() * height;
    const angle = (random() - 0.5) * 0.8;
    ctx.strokeStyle = random() < 0.5 ? 'rgba(255, 235, 190, 0.09)' : 'rgba(30, 15, 5, 0.1)';
    ctx.lineWidth = 4 + random() * 6;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(angle) * 34, y + Math.sin(angle) * 34);
    ctx.stroke();
  }
  ctx.restore();
}

/** Ben-Day dots: a dot per cell, larger where the photo is darker. */
function halftone(ctx: SKRSContext2D, photo: RawImage, box: Box, look: PostcardLook) {
  const cell = 14;
  ctx.save();
  ctx.fillStyle = 'rgba(17, 17, 17, 0.5)';
  for (let y = 0; y < photo.height; y += cell) {
    for (let x = 0; x < photo.width; x += cell) {
      const i = (Math.min(photo.height - 1, y + cell / 2) * photo.width + Math.min(photo.width - 1, x + cell / 2)) * 4;
      const light = (photo.data[i]! * 0.299 + photo.data[i + 1]! * 0.587 + photo.data[i + 2]! * 0.114) / 255;
      const radius = (1 - light) * cell * 0.55;
      if (radius < 0.8) continue;
      ctx.beginPath();
      ctx.arc(box.x + x + cell / 2, box.y + y + cell / 2, radius, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.fillStyle = `${look.accent}40`;
  for (let y = 0; y < box.height; y += 22) {
    for (let x = (y / 22) % 2 === 0 ? 0 : 11; x < box.width * 0.3; x += 22) {
      ctx.beginPath();
      ctx.arc(box.x + box.width - x, box.y + y, 5, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();
}

/** The style's texture over the card (never over the selfie, which is placed afterwards). */
export function drawTexture(
  ctx: SKRSContext2D,
  look: PostcardLook,
  size: { width: number; height: number },
  photo: { image: RawImage; box: Box },
  random: Random,
): void {
  const { width, height } = size;
  switch (look.texture) {
    case 'none':
      return;
    case 'grain':
      vignette(ctx, width, height, 'rgba(74, 47, 23, 1)', 0.45);
      grain(ctx, width, height, 34, random);
      return;
    case 'paper':
      paper(ctx, width, height, look, random);
      grain(ctx, width, height, 10, random);
      return;
    case 'film':
      vignette(ctx, width, height, 'rgba(0, 0, 0, 1)', 0.7);
      grain(ctx, width, height, 26, random);
      return;
    case 'soft':
      soft(ctx, photo.box, random);
      return;
    case 'canvas':
      canvasWeave(ctx, width, height, random);
      vignette(ctx, width, height, 'rgba(20, 10, 0, 1)', 0.55);
      return;
    case 'halftone':
      halftone(ctx, photo.image, photo.box, look);
      return;
  }
}
