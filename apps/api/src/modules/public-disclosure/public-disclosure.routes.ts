import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DISCLOSURE_SECTION_INPUTS,
  DISCLOSURE_SECTION_ITEMS,
  DISCLOSURE_SECTIONS,
  disclosureStatusSchema,
  publicDisclosureSchema,
} from '@skp/shared';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { PUBLIC_READ } from '../../lib/public-read';

/** The link checker's schedule: once a day, the first round a few minutes after start. */
export const LINK_CHECK_EVERY_MS = 24 * 60 * 60_000;
const FIRST_LINK_CHECK_AFTER_MS = 5 * 60_000;

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

export const publicDisclosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.publicDisclosure;
  const tags = ['public-disclosure'];

  app.get(
    '/public-disclosure',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary:
          'CBSE Mandatory Public Disclosure (Appendix IX, sections A-E): the data of the /mandatory-public-disclosure page',
        response: {
          200: success(z.object({ publicDisclosure: publicDisclosureSchema })),
        },
      },
    },
    async () => ({ status: 'success' as const, data: { publicDisclosure: await service.get() } }),
  );

  const onRequest = app.requireRole('editor');
  app.get(
    '/admin/public-disclosure/status',
    {
      onRequest,
      schema: {
        tags,
        summary: 'What is missing, expiring, expired or a dead link, by section',
        response: { 200: success(disclosureStatusSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await service.status() }),
  );
  app.post(
    '/admin/public-disclosure/link-check',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Check every document and external link of the disclosure now',
        response: { 200: success(disclosureStatusSchema.extend({ checked: z.number(), dead: z.number() })) },
      },
    },
    async () => ({
      status: 'success' as const,
      data: { ...(await service.checkLinks()), ...(await service.status()) },
    }),
  );

  for (const section of DISCLOSURE_SECTIONS) {
    registerAdminSingleton(app, {
      name: `public-disclosure-${section}`,
      tags,
      noun: `public disclosure section ${section}`,
      input: DISCLOSURE_SECTION_INPUTS[section] as z.ZodType<unknown>,
      item: DISCLOSURE_SECTION_ITEMS[section],
      service: service.admin[section] as never,
    });
  }

  if (app.config.env === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  const round = () =>
    service
      .checkLinks()
      .then(({ checked, dead }) => app.log.info({ checked, dead }, 'public disclosure links checked'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'public disclosure link check failed'));
  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      void round();
      timer = setInterval(() => void round(), LINK_CHECK_EVERY_MS);
      timer.unref();
    }, FIRST_LINK_CHECK_AFTER_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
};
