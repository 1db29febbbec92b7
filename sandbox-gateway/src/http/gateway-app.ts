import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FromSchema, FromSchemaDefaultOptions, JSONSchema } from 'json-schema-to-ts';
import type { DATE_TIME_OR_FALSE_SCHEMA } from './validation';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/**
 * One schema says what its type cannot: a date-time or `false` (`type: ['string', 'boolean']` and
 * `not: { const: true }`); json-schema-to-ts cannot take `true` out of `boolean`, so it is told.
 */
type SchemaOptions = Omit<FromSchemaDefaultOptions, 'deserialize'> & {
  deserialize: [{ pattern: typeof DATE_TIME_OR_FALSE_SCHEMA; output: string | false }];
};

/**
 * The gateway as its routes see it: `request.body`, `query` and `params` are typed from the route's
 * JSON schemas, the same objects the validator compiles, so no handler casts what a schema checked
 * (docs/decisions/0056-gateway-request-types-from-schemas.md).
 */
export type SchemaTypes = JsonSchemaToTsProvider<{ ValidatorSchemaOptions: SchemaOptions }>;

export type GatewayApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, SchemaTypes>;

/** The same instance, typed from its schemas. */
export const withSchemaTypes = (app: FastifyInstance): GatewayApp => app.withTypeProvider<SchemaTypes>();

/**
 * A request whose route's schema declares these path parameters, for a helper that several routes
 * share: a route whose schema does not declare them cannot pass its request.
 */
export type WithParams<Params> = FastifyRequest & { params: Params };

/** What a request part holds once this schema validated it: for a helper given a route's body. */
export type Validated<Schema extends JSONSchema> = FromSchema<Schema, SchemaOptions>;
