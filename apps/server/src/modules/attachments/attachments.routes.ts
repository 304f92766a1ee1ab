import {
  attachmentIdParams,
  attachmentRefBody,
  attachmentSchema,
  envelopeSchema,
  LIMITS,
  ocrResultSchema,
  okSchema,
  UPLOAD_KINDS,
  type UploadKind,
  updateAttachmentBody,
  uploadFormParams,
  uploadKindParams,
  uploadQuery,
} from '@cidpex/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, tokenSecurity } from '../../platform/envelope';
import {
  attachTo,
  type Caller,
  deleteAttachment,
  getAttachment,
  readCard,
  renameAttachment,
  storeUpload,
} from './attachments.service';
import filesRoutes from './files.routes';
import { OcrEngine } from './ocr';
import { receiveFile } from './upload-request';

const tags = ['attachments'];
const attachmentAnswer = { 200: envelopeSchema(attachmentSchema) };
const MULTIPART =
  'Body: multipart/form-data with one file in the field `file`. The type is read from the bytes; ' +
  'too large answers 413, a wrong type 415.';

/** Anonymous visitor-card uploads per IP (pre-registration happens before an account may exist). */
const REGISTER_UPLOAD_LIMIT = { max: 30, timeWindow: '10 minutes' };
/** OCR is the heaviest call: per user. */
const OCR_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.auth ? `ocr-user-${request.auth.userId}` : request.ip),
};

export default async function attachmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const signedIn = app.requireRole('user');
  const ocr = new OcrEngine();
  app.addHook('onClose', async () => ocr.close());

  async function callerOf(request: FastifyRequest): Promise<Caller> {
    return {
      userId: request.auth?.userId ?? null,
      isOrganizer: request.auth ? await app.hasRole(request, 'organizer') : false,
    };
  }

  async function upload(request: FastifyRequest, kind: UploadKind, ref?: { refType: string; refId: string }) {
    const file = await receiveFile(request, UPLOAD_KINDS[kind].maxBytes);
    const attachment = await storeUpload(deps, {
      kind,
      bytes: file.bytes,
      fileName: file.fileName,
      ownerUserId: request.auth?.userId ?? null,
      ...ref,
    });
    return ok(attachment);
  }

  const uploadSchema = (summary: string, signedInOnly = true) => ({
    tags,
    ...(signedInOnly ? { security: tokenSecurity } : {}),
    summary,
    description: MULTIPART,
    consumes: ['multipart/form-data'],
    response: attachmentAnswer,
  });

  app.post(
    '/exhibitor/rest/attachments/upload',
    {
      schema: { ...uploadSchema('Upload a file (kind by query, default picture)'), querystring: uploadQuery },
      preHandler: signedIn,
    },
    (request) => upload(request, request.query.kind),
  );

  app.post(
    '/exhibitor/rest/attachments/uploadSettled',
    { schema: uploadSchema('Upload a settlement paper (PDF, JPG or PNG)'), preHandler: signedIn },
    (request) => upload(request, 'settled'),
  );

  // The spec's `{type}/form` and `{id}/form` (logo upload) are one URL shape, so they are
  // one route: a kind name uploads that kind; a number is an enterprise id and uploads its
  // logo, recorded with refType 'enterpriseLogo' and refId the id. Whether the caller may
  // change that enterprise is for the enterprises domain to check when it uses the logo.
  app.post(
    '/exhibitor/rest/attachments/:type/form',
    {
      schema: {
        ...uploadSchema('Upload by kind name, or an enterprise logo when the parameter is an enterprise id'),
        params: uploadFormParams,
      },
      preHandler: signedIn,
    },
    (request) => {
      const { type } = request.params;
      return typeof type === 'number'
        ? upload(request, 'logo', { refType: 'enterpriseLogo', refId: String(type) })
        : upload(request, type);
    },
  );

  app.post(
    '/portal/rest/attachments/:type/form',
    { schema: { ...uploadSchema('Upload by kind name'), params: uploadKindParams }, preHandler: signedIn },
    (request) => upload(request, request.params.type),
  );

  app.post(
    '/portal/rest/attachments',
    {
      schema: { ...uploadSchema('Upload a file (kind by query, default picture)'), querystring: uploadQuery },
      preHandler: signedIn,
    },
    (request) => upload(request, request.query.kind),
  );

  app.post(
    '/register/rest/attachments',
    {
      schema: uploadSchema(
        `Upload a visitor business-card picture (JPG/PNG, ${LIMITS.visitorCardImageBytes / 1024 / 1024}MB); no login needed, limited per IP`,
        false,
      ),
      config: { rateLimit: REGISTER_UPLOAD_LIMIT },
    },
    (request) => upload(request, 'visitorCard'),
  );

  app.get(
    '/portal/rest/attachments/:attachmentId',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary:
          'Details of an attachment: its uploader, the organizer, or whoever the attaching domain allows (members of the enterprise a licence or paper belongs to); anyone else is told it does not exist',
        params: attachmentIdParams,
        response: attachmentAnswer,
      },
      preHandler: signedIn,
    },
    async (request) => ok(await getAttachment(deps, request.params.attachmentId, await callerOf(request))),
  );

  app.put(
    '/exhibitor/rest/attachments/:attachmentId',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Rename an attachment (uploader only)',
        params: attachmentIdParams,
        body: updateAttachmentBody,
        response: attachmentAnswer,
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await renameAttachment(
          deps,
          request.params.attachmentId,
          request.body.fileName,
          await callerOf(request),
        ),
      ),
  );

  app.put(
    '/exhibitor/rest/attachments/ref/:attachmentId',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Attach a file to what it belongs to (uploader only)',
        params: attachmentIdParams,
        body: attachmentRefBody,
        response: attachmentAnswer,
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await attachTo(deps, request.params.attachmentId, request.body, await callerOf(request))),
  );

  app.delete(
    '/exhibitor/rest/attachments/general/:attachmentId',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Delete an attachment and its file (uploader or organizer)',
        params: attachmentIdParams,
        response: { 200: envelopeSchema(okSchema) },
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await deleteAttachment(deps, request.params.attachmentId, await callerOf(request), request.log)),
  );

  app.post(
    '/exhibitor/rest/attachments/:attachmentId/ocr',
    {
      schema: {
        tags,
        security: tokenSecurity,
        summary: 'Read a business card picture (English OCR): text, emails, phones, websites',
        params: attachmentIdParams,
        response: { 200: envelopeSchema(ocrResultSchema) },
      },
      preHandler: signedIn,
      config: { rateLimit: OCR_LIMIT },
    },
    async (request) =>
      ok(await readCard(deps, ocr, request.params.attachmentId, await callerOf(request), request.log)),
  );

  await app.register(filesRoutes);
}
