import { z } from 'zod';
import {
  PRIVACY_CODE_MINUTES,
  PRIVACY_REQUEST_DUE_DAYS,
  privacyRequestAskSchema,
  privacyRequestConfirmSchema,
  type PrivacyRequestPageData,
} from '@skp/shared';
import { ValidationError } from '../../errors';
import type { SitePageDefinition } from '../page-definition';
import { pageForm } from '../page-forms';

/** Both steps post to the page: `step` says which (the fields of the other step are left empty). */
const requestFormSchema = z.object({
  step: z.enum(['ask', 'confirm']).default('ask'),
  kind: z.string().optional(),
  email: z.string().optional(),
  correction: z.string().optional(),
  ticket: z.string().optional(),
  code: z.string().optional(),
});

function refused(error: z.ZodError): ValidationError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return new ValidationError(error.issues.map((issue) => issue.message).join('; '), fieldErrors);
}

const TICKET = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /privacy/request: a parent asks to see, correct or erase their data; a code mailed to the
 * address proves it, and the request exists once the code is entered. Plain forms answered by the
 * server (no JavaScript needed); personal: never kept, noindex.
 */
export const privacyRequestPage: SitePageDefinition<'privacyRequest'> = {
  name: 'privacyRequest',
  personal: true,
  query(raw): Record<string, string> {
    if (raw.request === 'sent') return { request: 'sent' };
    return typeof raw.ticket === 'string' && TICKET.test(raw.ticket) ? { ticket: raw.ticket } : {};
  },
  async load(services, context): Promise<PrivacyRequestPageData> {
    const { query } = context;
    return {
      step: query.request === 'sent' ? 'sent' : query.ticket ? 'code' : 'ask',
      ticket: query.ticket ?? '',
      dueDays: PRIVACY_REQUEST_DUE_DAYS,
      codeMinutes: PRIVACY_CODE_MINUTES,
      mailReady: services.privacyRights.mailReady,
    };
  },
  form: pageForm(
    'privacy-request',
    requestFormSchema,
    async (services, input, clientAddress, locale): Promise<Record<string, string>> => {
      if (input.step === 'confirm') {
        const parsed = privacyRequestConfirmSchema.safeParse(input);
        if (!parsed.success) throw refused(parsed.error);
        await services.privacyRights.confirm(parsed.data);
        return { request: 'sent' };
      }
      const parsed = privacyRequestAskSchema.safeParse({ ...input, locale });
      if (!parsed.success) throw refused(parsed.error);
      const { ticket } = await services.privacyRights.ask(parsed.data, clientAddress);
      return { ticket };
    },
    (result) => result,
  ),
};
