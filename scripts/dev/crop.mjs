// Crops a screenshot: node scripts/dev/crop.mjs in.png out.png top height
import sharp from 'sharp';
const [input, output, top = '0', height = '1200'] = process.argv.slice(2);
const meta = await sharp(input).metadata();
const h = Math.min(Number(height), meta.height - Number(top));
await sharp(input)
  .extract({ left: 0, top: Number(top), width: meta.width, height: h })
  .toFile(output);
