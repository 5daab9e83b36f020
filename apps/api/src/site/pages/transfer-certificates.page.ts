import { SITE_PAGES, type TransferCertificatesPageData } from '@skp/shared';
import type { SitePageDefinition } from '../page-definition';

/** What the look-up form sends: the TC number and the date of birth (a date field: YYYY-MM-DD). */
function lookupQuery(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  const text = (value: unknown, max: number) =>
    typeof value === 'string' ? value.split('\u0000').join('').slice(0, max) : '';
  const tc = text(raw.tc, 60);
  const dob = text(raw.dob, 10);
  return tc || dob ? { tc, dob } : {};
}

const limitedStatus = (data: TransferCertificatesPageData) =>
  data.answer.kind === 'limited'
    ? { code: 429, retryAfterSeconds: data.answer.retryAfterMinutes * 60 }
    : undefined;

/**
 * /transfer-certificates: how a receiving school verifies a TC, and the look-up (a GET form, so it
 * works without JavaScript). A match shows the TC's facts and a link to its watermarked copy; an
 * unknown number and a wrong date of birth get the same neutral answer. Personal: never kept,
 * noindex, not in the sitemap; look-ups are rate-limited per address and logged for staff.
 */
export const transferCertificatesPage: SitePageDefinition<'transferCertificates'> = {
  name: 'transferCertificates',
  personal: true,
  query: lookupQuery,
  async load(services, context): Promise<TransferCertificatesPageData> {
    const asked = { tc: context.query.tc ?? '', dob: context.query.dob ?? '' };
    const answer = await services.transferCertificates.lookUp(asked, context.clientAddress ?? 'unknown');
    return { asked, answer, viaQr: false };
  },
  status: limitedStatus,
};

/** /transfer-certificates/v/<token>: a TC's QR link, the same answer as a matching look-up. */
export function transferCertificateLinkPage(token: string): SitePageDefinition<'transferCertificateLink'> {
  return {
    name: 'transferCertificateLink',
    personal: true,
    async load(services, context): Promise<TransferCertificatesPageData | null> {
      const answer = await services.transferCertificates.lookUpByToken(
        token,
        context.clientAddress ?? 'unknown',
      );
      // An unknown link: the site's 404 page, as for any address that names nothing.
      if (answer === null) return null;
      return { asked: { tc: '', dob: '' }, answer, viaQr: true };
    },
    status: limitedStatus,
    // The look-up page's title; its description is the site's name (the page is noindex anyway).
    head: () => ({ path: SITE_PAGES.transferCertificates.path, description: '' }),
  };
}
