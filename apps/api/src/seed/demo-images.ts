/** Demo pictures drawn as SVG and rasterised by sharp at seed time: nothing is downloaded. */

export type Scene =
  'campus' | 'sports' | 'cricket' | 'classroom' | 'nursery' | 'hostel' | 'event' | 'portrait' | 'map';

function random(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

const PALETTES: Record<Scene, [string, string, string, string]> = {
  campus: ['#7ec8f2', '#e8f4fb', '#7a1f2b', '#3f7d3a'],
  sports: ['#8fd3ff', '#f2fbff', '#2f6b2f', '#c9a227'],
  cricket: ['#6cc0f0', '#e9f7ff', '#1f5e2e', '#f5f0dc'],
  classroom: ['#f7e1c4', '#fff8ef', '#3a5a8c', '#8c5a3a'],
  nursery: ['#ffd6e8', '#fff6fb', '#ff9f43', '#6c5ce7'],
  hostel: ['#c8d8f0', '#f4f8ff', '#5b4a8b', '#3f7d3a'],
  event: ['#2d1b4e', '#5a3a8c', '#f7b733', '#fc4a1a'],
  portrait: ['#dfe7f2', '#f7f9fc', '#2f4f7f', '#c68642'],
  map: ['#e8efe4', '#f5f7f2', '#c0392b', '#7f8c8d'],
};

export function demoSvg(scene: Scene, seed: number, width = 1600, height = 900): string {
  const rnd = random(seed + scene.length * 31);
  const [sky, skyLight, main, accent] = PALETTES[scene];
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${skyLight}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  );
  const ground = height * (0.62 + rnd() * 0.1);
  if (scene === 'portrait') {
    const cx = width / 2;
    parts.push(
      `<circle cx="${cx}" cy="${height * 0.38}" r="${height * 0.17}" fill="${accent}"/>`,
      `<ellipse cx="${cx}" cy="${height * 0.95}" rx="${width * 0.32}" ry="${height * 0.35}" fill="${main}"/>`,
      `<rect x="${cx - width * 0.03}" y="${height * 0.58}" width="${width * 0.06}" height="${height * 0.1}" fill="#ffffff" opacity="0.9"/>`,
    );
  } else if (scene === 'map') {
    for (let i = 0; i < 9; i++) {
      const y = rnd() * height;
      parts.push(`<rect x="0" y="${y}" width="${width}" height="${14 + rnd() * 20}" fill="#ffffff"/>`);
      const x = rnd() * width;
      parts.push(`<rect x="${x}" y="0" width="${14 + rnd() * 20}" height="${height}" fill="#ffffff"/>`);
    }
    parts.push(
      `<circle cx="${width / 2}" cy="${height / 2 - 40}" r="46" fill="${main}"/><circle cx="${width / 2}" cy="${height / 2 - 40}" r="18" fill="#fff"/>`,
      `<path d="M ${width / 2 - 40} ${height / 2 - 20} L ${width / 2} ${height / 2 + 60} L ${width / 2 + 40} ${height / 2 - 20} Z" fill="${main}"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${width * (0.1 + rnd() * 0.8)}" cy="${height * 0.18}" r="${height * 0.07}" fill="#fff3b0" opacity="0.9"/>`,
    );
    for (let i = 0; i < 3; i++) {
      parts.push(
        `<ellipse cx="${rnd() * width}" cy="${ground}" rx="${width * (0.3 + rnd() * 0.3)}" ry="${height * (0.1 + rnd() * 0.1)}" fill="${accent}" opacity="${0.35 + i * 0.15}"/>`,
      );
    }
    parts.push(
      `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${scene === 'event' ? '#1b1030' : '#4e8a3e'}"/>`,
    );
    if (scene === 'sports' || scene === 'cricket') {
      parts.push(
        `<ellipse cx="${width / 2}" cy="${ground + (height - ground) / 2}" rx="${width * 0.4}" ry="${(height - ground) * 0.35}" fill="none" stroke="#ffffff" stroke-width="6"/>`,
        `<rect x="${width / 2 - 20}" y="${ground + 20}" width="40" height="${(height - ground) * 0.6}" fill="${PALETTES.cricket[3]}"/>`,
      );
    } else {
      const buildings = 2 + Math.floor(rnd() * 3);
      for (let b = 0; b < buildings; b++) {
        const bw = width * (0.16 + rnd() * 0.14);
        const bh = height * (0.2 + rnd() * 0.22);
        const bx = (width / buildings) * b + rnd() * width * 0.05;
        const by = ground - bh;
        parts.push(`<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${main}"/>`);
        parts.push(
          `<polygon points="${bx - 10},${by} ${bx + bw / 2},${by - bh * 0.25} ${bx + bw + 10},${by}" fill="${accent}"/>`,
        );
        for (let wy = by + 20; wy < ground - 40; wy += 48) {
          for (let wx = bx + 16; wx < bx + bw - 30; wx += 44) {
            parts.push(`<rect x="${wx}" y="${wy}" width="22" height="26" fill="#fdf6d8" opacity="0.9"/>`);
          }
        }
      }
    }
    const trees = 3 + Math.floor(rnd() * 5);
    for (let t = 0; t < trees; t++) {
      const tx = rnd() * width;
      const size = 30 + rnd() * 50;
      parts.push(
        `<rect x="${tx - 6}" y="${ground - size * 0.2}" width="12" height="${size}" fill="#6b4423"/>`,
        `<circle cx="${tx}" cy="${ground - size * 0.5}" r="${size * 0.8}" fill="#2e7d32" opacity="0.92"/>`,
      );
    }
    if (scene === 'event' || scene === 'nursery') {
      for (let i = 0; i < 40; i++) {
        parts.push(
          `<circle cx="${rnd() * width}" cy="${rnd() * ground}" r="${4 + rnd() * 10}" fill="${i % 2 ? accent : main}" opacity="0.8"/>`,
        );
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
