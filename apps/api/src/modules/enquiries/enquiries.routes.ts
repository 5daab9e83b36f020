import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admissionEnquiryInputSchema, enquiryInputSchema, enquiryReceiptSchema, envelope } from '@skp/shared';

const receipt = envelope(enquiryReceiptSchema);

/** The public submissions: stored before the 201, then mailed by the outbox. */
export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.enquiries;

  app.post(
    '/enquiries',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry (Quick Enquiry form)',
        description:
          'Stored before the answer, then e-mailed to the school by the outbox. At most 5 per address in 10 minutes (429 with Retry-After).',
        body: enquiryInputSchema,
        response: { 201: receipt },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        data: { enquiry: await service.submitEnquiry(request.body, request.ip) },
      }),
  );

  app.post(
    '/admission',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Send an admission enquiry',
        description:
          'Student name, date of birth, class sought, parent name, phone, e-mail and an optional message; stored and e-mailed like an enquiry.',
        body: admissionEnquiryInputSchema,
        response: { 201: receipt },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        data: { enquiry: await service.submitAdmission(request.body, request.ip) },
      }),
  );
};
