import type { Services } from '../lib/define-module';

/** The services the server-rendered pages read through: the modules' own, from `app.services`. */
export type PageServices = Services;
