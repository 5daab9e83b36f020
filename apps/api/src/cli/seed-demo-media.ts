// npm run seed:demo-media: redraws the shipped demo media library from the current seed code.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { LocalFileStorage } from '../lib/file-storage';
import type { EncodedImage } from '../lib/images';
import { DemoMediaLibrary, demoPictureKey, encodeDemoPicture } from '../seed/demo-media-library';
import { seedDemoContent } from '../seed/seed';

const started = Date.now();
const library = new DemoMediaLibrary();
const pictures = new Map<string, EncodedImage>();
let drawn = 0;
const scratch = await mkdtemp(join(tmpdir(), 'skp-demo-media-'));
const database = await openDatabase({ pglite: 'memory://' });
try {
  await database.migrate();
  await seedDemoContent({
    db: database.db,
    storage: new LocalFileStorage(scratch),
    async pictures(picture) {
      const key = demoPictureKey(picture);
      let image = pictures.get(key) ?? (await library.load(picture));
      if (!image) {
        image = await encodeDemoPicture(picture);
        drawn++;
      }
      pictures.set(key, image);
      return image;
    },
  });
  await library.replaceWith(pictures);
  console.log(
    `Demo media library: ${pictures.size} pictures, ${drawn} drawn anew, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
}
