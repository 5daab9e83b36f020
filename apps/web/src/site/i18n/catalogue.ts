import type { Locale } from '@skp/shared';
import type { Catalogue, MessageKeyOf } from './catalogue-types';
import { en } from './messages-en';
import { hi } from './messages-hi';

export type MessageKey = MessageKeyOf<typeof en>;

export const CATALOGUES: Record<Locale, Catalogue<typeof en>> = { en, hi };
