import { DOCUMENT_MAX_BYTES } from 'shared-contracts/rules';
import { PROOF_OF_BUSINESS, UPLOAD_BUSINESS_FILE_PATH, masterDocumentsOf, type UploadedBusinessFile } from 'shared-contracts/areas/activation/activation-documents';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, invalid } from '../http/errors';
import { MultipartBody, boundaryOf, parseMultipart } from '../http/multipart';
import { savedActivation } from '../store/activation-details';
import { cleanFileName, sniffDocumentType, storeBusinessFile } from '../store/activation-files';

/** The largest upload body: one 8 MB document and its form fields. */
const UPLOAD_BODY_LIMIT = DOCUMENT_MAX_BYTES + 64 * 1024;

/** The parsed form (MultipartBody's one own field); a JSON body of that shape is refused by the handler. */
const MULTIPART_SCHEMA = { type: 'object', properties: { parts: { type: 'array', maxItems: 8 } }, required: ['parts'], additionalProperties: false } as const;

/**
 * POST /api/upload_business_file (spec 02 §5, §7): a form with file_content and doc_type. The type
 * is told by the file's first bytes (jpeg, png, pdf) and the size is checked here too: a client's
 * own checks are a courtesy, not a guard.
 */
export function registerActivationUploadRoutes(app: GatewayApp, ctx: GatewayContext): void {
  void app.register(async (scope) => {
    // Only this scope reads multipart bodies; everywhere else the gateway takes JSON alone.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (request, body, done) => {
      const boundary = boundaryOf(request.headers['content-type']);
      if (!boundary) return done(invalid([{ field: 'content-type', message: 'must name a multipart boundary' }]));
      try {
        return done(null, parseMultipart(body as Buffer, boundary));
      } catch (error) {
        return done(error as Error);
      }
    });

    scope.post(UPLOAD_BUSINESS_FILE_PATH, { schema: { body: MULTIPART_SCHEMA } }, async (request): Promise<UploadedBusinessFile> => {
      if (!(request.body instanceof MultipartBody)) throw invalid([{ field: 'body', message: 'must be multipart/form-data with file_content and doc_type' }]);
      const { business, user } = callerOf(request);
      const file = request.body.field('file_content');
      const docType = request.body.field('doc_type')?.data.toString('utf8').trim() ?? '';
      const known = [PROOF_OF_BUSINESS, ...masterDocumentsOf(savedActivation(ctx.db, business.id).country_of_registration).map((d) => d.doc_type)];
      const problems = [
        ...(file?.filename === undefined ? [{ field: 'file_content', message: 'is required (a file)' }] : []),
        ...(known.includes(docType) ? [] : [{ field: 'doc_type', message: `must be one of: ${known.join(', ')}` }]),
      ];
      if (problems.length > 0 || !file) throw invalid(problems);
      if (file.data.length === 0) throw invalid([{ field: 'file_content', message: 'is empty' }]);
      if (file.data.length > DOCUMENT_MAX_BYTES) {
        throw new GatewayError(400, 'IMAGE_FILE_SIZE_LIMIT_ERROR', `The file must not exceed ${DOCUMENT_MAX_BYTES} bytes`);
      }
      const contentType = sniffDocumentType(file.data);
      if (!contentType) throw new GatewayError(400, 'UNSUPPORTED_IMAGE_FILE_TYPE_ERROR', 'The file must be a JPEG, PNG or PDF');
      return storeBusinessFile(ctx.db, {
        businessId: business.id, userId: user.id, docType, fileName: cleanFileName(file.filename), contentType, data: file.data, now: isoAt(ctx.clock()),
      });
    });
  });
}
