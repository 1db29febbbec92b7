import { LANGUAGES, WHITE_LABEL_BRANDS, BRANDS } from 'shared-contracts';
import { EMAIL_VERIFICATION_LIFETIME_MS } from 'shared-contracts/areas/shell/email-verification';
import {
  BUSINESS_NAME_MAX_LENGTH,
  BUSINESS_NAME_PATTERN,
  FULL_NAME_PATTERN,
  REGISTER_API,
  REGISTER_BUSINESS_TYPES,
  REGISTER_COUNTRIES,
  type RegisterAnswer,
} from 'shared-contracts/areas/shell/register';
import { FULL_NAME_MAX_LENGTH, PHONE_MAX_LENGTH, PHONE_PATTERN } from 'shared-contracts/rules';
import { NEW_PASSWORD_SCHEMA } from '../auth/new-password';
import { hashSecret } from '../auth/passwords';
import type { GatewayContext } from '../context';
import type { GatewayApp } from '../http/gateway-app';
import { invalid } from '../http/errors';
import { EMAIL_SCHEMA, objectSchema } from '../http/validation';
import { register } from '../store/registrations';
import { sweepAbandonedSignUps } from '../store/sign-up-cleanup';

const BODY = objectSchema(
  {
    email: EMAIL_SCHEMA,
    password: NEW_PASSWORD_SCHEMA,
    full_name: { type: 'string', minLength: 1, maxLength: FULL_NAME_MAX_LENGTH, pattern: FULL_NAME_PATTERN.source },
    business_name: { type: 'string', minLength: 1, maxLength: BUSINESS_NAME_MAX_LENGTH, pattern: BUSINESS_NAME_PATTERN.source },
    country_of_operation: { type: 'string', enum: [...REGISTER_COUNTRIES] },
    business_type: { type: 'string', enum: [...REGISTER_BUSINESS_TYPES] },
    phone_number: { type: 'string', maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN.source },
    terms_accepted: { type: 'boolean', const: true },
    preferred_language: { type: 'string', enum: [...LANGUAGES] },
    brand: { type: 'string', enum: [...BRANDS] },
  },
  ['email', 'password', 'full_name', 'business_name', 'country_of_operation', 'business_type', 'phone_number', 'terms_accepted', 'preferred_language', 'brand'],
);

const ANSWER: RegisterAnswer = { link_expires_in: EMAIL_VERIFICATION_LIFETIME_MS / 1000 };

/**
 * Register (spec 01 §2 /register/{step}; issue 41 §1; docs/decisions/0073-register.md): a business
 * and its owner in test mode, the email to be confirmed by its link. Every valid sign-up is answered
 * 202 with the same body, whether the email is new or has an account (only the outbox differs), and
 * both limits take their slot before anything is looked up, so neither the answer nor a 429 tells who
 * has an account.
 */
export function registerRegisterRoutes(app: GatewayApp, ctx: GatewayContext): void {
  // On start, as the other sweeps: sign-ups abandoned while the gateway was down go (decision 0081).
  sweepAbandonedSignUps(ctx.db, ctx.clock());
  app.post(REGISTER_API.register, { schema: { body: BODY } }, async (request, reply) => {
    const body = request.body;
    if (WHITE_LABEL_BRANDS.includes(body.brand)) throw invalid([{ field: 'brand', message: 'has no Register' }]);
    const email = body.email.trim().toLowerCase();
    ctx.limiter.take('register-ip', request.ip, ctx.limits.registerPerIp);
    ctx.limiter.take('register-email', email, ctx.limits.registerPerEmail);
    // Hashed for every email, known or not: the time of the answer tells nothing either.
    const passwordHash = await hashSecret(body.password);
    register(
      ctx.db,
      {
        email,
        passwordHash,
        fullName: body.full_name.trim(),
        businessName: body.business_name.trim(),
        country: body.country_of_operation,
        businessType: body.business_type,
        phoneNumber: body.phone_number,
        language: body.preferred_language,
        brand: body.brand,
      },
      ctx.clock(),
    );
    return reply.code(202).send(ANSWER);
  });
}
