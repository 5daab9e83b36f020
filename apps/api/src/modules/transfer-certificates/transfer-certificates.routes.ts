import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  MAX_PDF_UPLOAD_BYTES,
  queryBooleanSchema,
  tcImportReportSchema,
  tcLookupListQuerySchema,
  tcLookupSchema,
  tcScanSchema,
  tcWithdrawInputSchema,
  transferCertificateInputSchema,
  transferCertificateListQuerySchema,
  transferCertificateSchema,
} from '@skp/shared';
import type { FastifyReply } from 'fastify';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors';
import { contentDisposition } from '../../lib/file-storage';
import { fileResponse, itemResponse, pageResponse } from '../../lib/response-schemas';
import { UPLOADED_FILE_CSP } from '../../lib/send-file';
import { PRIVATE_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ImportScan } from './tc-import';
import { MAX_IMPORT_ROWS } from './tc-import';
import { qrPng, qrSvg } from './tc-qr';

const tags = ['transfer certificates (admin)'];
const one = { 200: itemResponse('item', transferCertificateSchema) };
/** A spreadsheet of 10,000 rows is far below this. */
const MAX_SHEET_BYTES = 10 * 1024 * 1024;

/** A file that holds a child's details: for the signed-in staff member alone, never kept anywhere. */
function privateFile(
  reply: FastifyReply,
  type: string,
  fileName: string,
  disposition: 'inline' | 'attachment',
) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', contentDisposition(disposition, fileName))
    .header('Cache-Control', PRIVATE_CACHE_CONTROL)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', UPLOADED_FILE_CSP);
}

/** A database (SQLSTATE) or file-system (errno) failure, here or in its cause: ours, a 500. */
function isServerFault(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || /^E[A-Z]+$/.test(code))) return true;
  }
  return false;
}

/** A malformed, cut-off or oversized multipart body is the sender's error (4xx), not ours. */
async function asClientError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || isServerFault(error)) throw error;
    const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new PayloadTooLargeError('Too large: a scan may be at most 25 MB, an import at most 10,000 TCs');
    if (statusCode !== undefined && statusCode < 500) throw error;
    throw new ValidationError(
      `The upload is not valid multipart/form-data (${message ?? 'unreadable body'})`,
    );
  }
}

/**
 * The register of transfer certificates (editors and admins): list, add, edit, withdraw with a
 * reason, the scan (kept privately), the QR code of each TC's verification link, the import from a
 * spreadsheet with its scans (dry run first) and the log of public look-ups.
 */
export const transferCertificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.transferCertificates;
  const editor = app.requireRole('editor');
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_PDF_UPLOAD_BYTES,
      files: MAX_IMPORT_ROWS + 1,
      parts: MAX_IMPORT_ROWS + 10,
      fields: 5,
      fieldSize: 1000,
    },
  });

  app.get(
    '/admin/transfer-certificates',
    {
      onRequest: editor,
      schema: {
        tags,
        summary:
          'The register of transfer certificates, newest first (search: TC number, admission number, name)',
        querystring: transferCertificateListQuerySchema,
        response: { 200: pageResponse('items', transferCertificateSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/admin/transfer-certificates/lookups',
    {
      onRequest: editor,
      schema: {
        tags,
        summary: 'Public look-ups, newest first: time, address, TC number as typed, found or not',
        querystring: tcLookupListQuerySchema,
        response: { 200: pageResponse('items', tcLookupSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.lookups(request.query) }),
  );

  app.get(
    '/admin/transfer-certificates/:id',
    {
      onRequest: editor,
      schema: { tags, summary: 'One transfer certificate', params: idParamsSchema, response: one },
    },
    async (request) => ({ status: 'success' as const, data: { item: await service.get(request.params.id) } }),
  );

  app.post(
    '/admin/transfer-certificates',
    {
      onRequest: editor,
      schema: {
        tags,
        summary:
          'Add a transfer certificate (its scan uploaded first: POST /admin/transfer-certificates/scans)',
        body: transferCertificateInputSchema,
        response: { 201: itemResponse('item', transferCertificateSchema) },
      },
    },
    async (request, reply) => {
      const item = await service.create(request.body, request.user!);
      return reply.code(201).send({ status: 'success' as const, data: { item } });
    },
  );

  app.put(
    '/admin/transfer-certificates/:id',
    {
      onRequest: editor,
      schema: {
        tags,
        summary: 'Correct a transfer certificate (a new scan replaces the old one)',
        params: idParamsSchema,
        body: transferCertificateInputSchema,
        response: one,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { item: await service.update(request.params.id, request.body, request.user!) },
    }),
  );

  app.post(
    '/admin/transfer-certificates/:id/withdraw',
    {
      onRequest: editor,
      schema: {
        tags,
        summary: "Withdraw a TC (cancelled or reissued) with a reason: look-ups answer 'withdrawn on <date>'",
        params: idParamsSchema,
        body: tcWithdrawInputSchema,
        response: one,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { item: await service.withdraw(request.params.id, request.body, request.user!) },
    }),
  );

  app.post(
    '/admin/transfer-certificates/scans',
    {
      onRequest: editor,
      config: { uploadDeadline: true },
      bodyLimit: MAX_PDF_UPLOAD_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary: 'Upload a scanned TC (PDF or JPEG/PNG/WebP/AVIF picture; multipart field "file")',
        description:
          'Checked like every upload (type by its bytes, size, a complete PDF, a readable picture); a picture ' +
          'is drawn onto an A4 PDF page. Kept in private storage: no address serves it as it is.',
        response: { 201: itemResponse('scan', tcScanSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaTypeError('Send the scan as multipart/form-data in a field named "file"');
      const { bytes, fileName } = await asClientError(async () => {
        const file = await request.file();
        if (!file) throw new ValidationError('No file was sent; add it in a field named "file"');
        return { bytes: await file.toBuffer(), fileName: file.filename };
      });
      const scan = await service.acceptScan(bytes, fileName, request.user!);
      return reply.code(201).send({ status: 'success' as const, data: { scan } });
    },
  );

  app.get(
    '/admin/transfer-certificates/:id/scan',
    {
      onRequest: editor,
      schema: {
        tags,
        summary: 'The scan as kept (staff only; not watermarked; never cached)',
        params: idParamsSchema,
        response: fileResponse('The scanned TC as PDF'),
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await service.scanOf(request.params.id);
      return privateFile(reply, 'application/pdf', fileName, 'inline').send(pdf);
    },
  );

  for (const format of ['svg', 'png'] as const) {
    app.get(
      `/admin/transfer-certificates/:id/qr.${format}`,
      {
        onRequest: editor,
        schema: {
          tags,
          summary: `The QR code of the TC's verification link as ${format.toUpperCase()}, to print on the certificate`,
          params: idParamsSchema,
          response: fileResponse('The QR code', [format === 'svg' ? 'image/svg+xml' : 'image/png']),
        },
      },
      async (request, reply) => {
        const url = await service.verifyUrlOf(request.params.id);
        const { tcNumber } = await service.get(request.params.id);
        const name = `TC ${tcNumber} QR.${format}`;
        if (format === 'svg') return privateFile(reply, 'image/svg+xml', name, 'attachment').send(qrSvg(url));
        return privateFile(reply, 'image/png', name, 'attachment').send(await qrPng(url));
      },
    );
  }

  app.post(
    '/admin/transfer-certificates/import',
    {
      onRequest: editor,
      config: { uploadDeadline: true },
      schema: {
        tags,
        summary:
          'Import TCs from a spreadsheet (CSV or .xlsx, field "sheet") with their scans (fields "scans")',
        description:
          "One row per TC with the columns TC number, Admission number, Student's name, Date of birth, Class last " +
          'studied, Date of leaving, Date of issue; one scan per TC named by its TC number (TC/2024/153 → ' +
          'TC-2024-153.pdf). dryRun=true (the default) lists what would be added and every wrong row and adds ' +
          'nothing; dryRun=false adds all rows in one transaction, and only when nothing is wrong.',
        querystring: z.object({ dryRun: queryBooleanSchema.default(true) }),
        response: { 200: itemResponse('report', tcImportReportSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaTypeError(
          'Send the spreadsheet (field "sheet") and the scans (fields "scans") as multipart/form-data',
        );
      const { dryRun } = request.query;
      const importer = service.importer;
      const taken: ImportScan[] = [];
      const received: { sheet?: { bytes: Buffer; fileName: string } } = {};
      try {
        await asClientError(async () => {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            const bytes = await part.toBuffer();
            if (part.fieldname === 'sheet') {
              if (received.sheet) throw new ValidationError('Send one spreadsheet at a time');
              if (bytes.length > MAX_SHEET_BYTES)
                throw new ValidationError('The spreadsheet is larger than 10 MB');
              received.sheet = { bytes, fileName: part.filename || 'sheet' };
            } else if (part.fieldname === 'scans') {
              taken.push(await importer.takeScan(part.filename || 'scan', bytes, !dryRun));
            } else {
              throw new ValidationError(`Unknown field "${part.fieldname}": send "sheet" and "scans"`);
            }
          }
        });
      } catch (error) {
        await importer.discard(taken);
        throw error;
      }
      const { sheet } = received;
      if (!sheet) {
        await importer.discard(taken);
        throw new ValidationError('No spreadsheet was sent; add it in a field named "sheet"');
      }
      const report = await importer.run({ sheet, scans: taken, dryRun, actor: request.user! });
      return { status: 'success' as const, data: { report } };
    },
  );
};
