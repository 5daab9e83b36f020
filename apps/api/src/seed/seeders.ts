import { noticesSeeder } from './content/notices.seed';
import type { Seeder } from './seed-context';

/** Every demo-content seeder, in order. Add one line per seeder. */
export const seeders: Seeder[] = [noticesSeeder];
