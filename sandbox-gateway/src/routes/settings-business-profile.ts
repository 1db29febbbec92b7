import {
  LOGO_DIMENSION_MESSAGE,
  SETTINGS_API,
  type UploadBusinessLogoAnswer,
} from 'shared-contracts/areas/settings/settings';
import { IMAGE_TYPES, LOGO_MAX_BYTES, LOGO_MIN_SIZE_PX } from 'shared-contracts/rules';
import { callerOf } from '../auth/caller';
import { isoAt } from '../clock';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { GatewayError, invalid, notFound } from '../http/errors';
import { probeImage } from '../http/image-probe';
import { ID_SCHEMA, objectSchema } from '../http/validation';
import { businessLogo, saveBusinessLogo } from '../store/settings-business-logo';

/**
 * Room for a file somewhat over the limit as base64 (4/3 of its bytes), so a 2 MB logo is answered
 * with the spec's size error rather than the generic body-too-large one.
 */
const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The largest logo, read from the image's header (PNG IHDR, JPEG start of frame): room for any
 * screen's header and business profile. A small file that claims 100000×100000 pixels would take
 * 40 GB to decode in whoever shows it (issue 43 §6); it is refused, and one stored before is not served.
 */
const LOGO_MAX_SIZE_PX = { width: 4096, height: 4096 } as const;
const LOGO_TOO_LARGE_MESSAGE = `image dimension at most ${LOGO_MAX_SIZE_PX.width}x${LOGO_MAX_SIZE_PX.height}px`;
const isOversized = (image: { width: number; height: number }) => image.width > LOGO_MAX_SIZE_PX.width || image.height > LOGO_MAX_SIZE_PX.height;

const UPLOAD_BODY = objectSchema(
  { file_content: { type: 'string', minLength: 4, maxLength: UPLOAD_BODY_LIMIT - 1024, pattern: '^[A-Za-z0-9+/]+={0,2}$' } },
  ['file_content'],
);

/**
 * The business profile's logo (issue 15; spec 01 §8, spec 02 §5, §9): the same three checks the
 * browser makes, made again here on the bytes themselves, whatever the client claimed, and a largest
 * size the browser does not check.
 */
export function registerSettingsBusinessProfileRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    SETTINGS_API.uploadBusinessLogo,
    { bodyLimit: UPLOAD_BODY_LIMIT, schema: { body: UPLOAD_BODY } },
    async (request): Promise<UploadBusinessLogoAnswer> => {
      const { business } = callerOf(request);
      const bytes = Buffer.from(request.body.file_content, 'base64');
      const image = probeImage(bytes);
      if (image.type === null || !IMAGE_TYPES.includes(image.type)) {
        throw new GatewayError(400, 'UPLOAD_FILE_ERROR_UNSUPPORTED_MIME', 'Only JPEG and PNG images');
      }
      if (bytes.length > LOGO_MAX_BYTES) {
        throw new GatewayError(400, 'UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE', `At most ${LOGO_MAX_BYTES} bytes`);
      }
      if (image.width < LOGO_MIN_SIZE_PX.width || image.height < LOGO_MIN_SIZE_PX.height) {
        throw invalid([{ field: 'file_content', message: LOGO_DIMENSION_MESSAGE }]);
      }
      if (isOversized(image)) throw invalid([{ field: 'file_content', message: LOGO_TOO_LARGE_MESSAGE }]);
      const logo = saveBusinessLogo(ctx.db, business.id, { contentType: image.type, width: image.width, height: image.height, bytes }, isoAt(ctx.clock()));
      return { logo };
    },
  );

  app.get(
    `${SETTINGS_API.businessLogo}/:business_id`,
    {
      schema: {
        params: { type: 'object', properties: { business_id: ID_SCHEMA }, required: ['business_id'] },
        // `v` is the logo's version in its URL (store/settings-business-logo.ts): a new logo, a new URL.
        querystring: objectSchema({ v: { type: 'string', maxLength: 20, pattern: '^[0-9]+$' } }),
      },
    },
    async (request, reply) => {
      const logo = businessLogo(ctx.db, request.params.business_id);
      if (!logo || isOversized(logo)) throw notFound('No logo');
      // Served as an image only: the bytes were checked to be PNG or JPEG; nothing may run from them.
      return reply.type(logo.content_type).header('content-security-policy', "default-src 'none'").header('x-content-type-options', 'nosniff').send(logo.bytes);
    },
  );
}
