import Ajv, { type ErrorObject, type Options } from 'ajv';
import type { FieldError } from 'shared-contracts';
import { ENVIRONMENTS } from 'shared-contracts';
import { HIDDEN_CHARACTER } from './text';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A day the calendar has, YYYY-MM-DD: written back by Date.UTC it is the same day (2026-02-30 would
 * be 2 March; Date.parse takes it without a word). Years before 100 are not taken either (Date.UTC
 * reads 0050 as 1950).
 */
function isCalendarDay(day: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return false;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const written = new Date(Date.UTC(year, month - 1, date));
  return written.getUTCFullYear() === year && written.getUTCMonth() === month - 1 && written.getUTCDate() === date;
}

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, removeAdditional: false, allowUnionTypes: true, ...options });
  ajv.addFormat('date-time', { type: 'string', validate: (value) => ISO_DATE_TIME.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)) });
  ajv.addFormat('day', { type: 'string', validate: isCalendarDay });
  ajv.addFormat('name', { type: 'string', validate: (value) => !HIDDEN_CHARACTER.test(value) });
  return ajv;
}

/** Bodies are JSON: their types are checked as sent, never coerced ("true" is not a boolean). */
const bodyAjv = createAjv({ coerceTypes: false });
/** Query strings and path parameters are text: "5" may be read as the number 5. */
const textAjv = createAjv({ coerceTypes: true });

/** Compiling is slow and schemas repeat across routes and gateway instances: compile each once. */
const compiled = new Map<string, ReturnType<Ajv['compile']>>();

export function validatorCompiler({ schema, httpPart }: { schema: object; httpPart?: string }) {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  const key = `${ajv === bodyAjv ? 'body' : 'text'}:${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
  return validate;
}

/** Every call may carry the environment parameter (spec 01 §7), in the query and in the body. */
export const ENVIRONMENT_SCHEMA = { type: 'string', enum: [...ENVIRONMENTS] } as const;

type Properties = Readonly<Record<string, object>>;

/**
 * An object schema that refuses unknown fields and accepts the environment parameter. Generic, so
 * that the route's request type is derived from the very schema Ajv checks (docs/decisions/0056).
 */
export function objectSchema<const P extends Properties = Record<never, never>, const R extends readonly (keyof P & string)[] = []>(
  properties: P = {} as P,
  required: R = [] as unknown as R,
) {
  return {
    type: 'object',
    properties: { environment: ENVIRONMENT_SCHEMA, ...properties },
    required,
    additionalProperties: false,
  } as const;
}

/**
 * One property schema per name of a fixed list, as Object.fromEntries builds it, typed by name so
 * that the request type derived from the schema keeps the names (Object.fromEntries forgets them).
 */
export function propertiesOf<const K extends string, S extends object>(names: readonly K[], schemaOf: (name: K) => S): Record<K, S> {
  return Object.fromEntries(names.map((name) => [name, schemaOf(name)])) as Record<K, S>;
}

export const ID_SCHEMA = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
export const EMAIL_SCHEMA = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' } as const;
export const E164_SCHEMA = { type: 'string', pattern: '^\\+[1-9][0-9]{6,14}$' } as const;
export const DATE_TIME_SCHEMA = { type: 'string', format: 'date-time', maxLength: 40 } as const;
/**
 * A name a merchant types (a bank account's holder, a team member, an API key, a promotion, a MID
 * label): one line that says something, with no control, bidi or zero-width character (http/text.ts).
 * Such a character is refused, not stripped: a holder name that shows other than it is stored must
 * not reach a bank (issue 43 §6).
 */
export const nameSchema = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S', format: 'name' }) as const;
/** What a refused name is told. */
export const HIDDEN_CHARACTER_MESSAGE = 'must not contain control, invisible or direction-changing characters';

/** An ISO date-time, or false ("no reminder"); its type is told in gateway-app.ts. */
export const DATE_TIME_OR_FALSE_SCHEMA = { type: ['string', 'boolean'], format: 'date-time', maxLength: 40, not: { const: true } } as const;

function fieldName(error: ErrorObject, part: string): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  if (error.keyword === 'propertyNames') path.push(String(error.params.propertyName));
  const field = path.reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');
  return field || part;
}

function messageOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'enum':
      return `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      if (error.params.format === 'name') return HIDDEN_CHARACTER_MESSAGE;
      return error.params.format === 'day' ? 'is not a date' : 'has an invalid format';
    case 'pattern':
      return 'has an invalid format';
    default:
      return error.message ?? 'is invalid';
  }
}

/** Ajv's errors as the catalogue's field errors: `{field, message}`, one per field and message. */
export function toFieldErrors(errors: readonly ErrorObject[], part: string): FieldError[] {
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const fieldError = { field: fieldName(error, part), message: messageOf(error) };
    const key = `${fieldError.field}\u0000${fieldError.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      fieldErrors.push(fieldError);
    }
  }
  return fieldErrors;
}

/**
 * A calendar day, YYYY-MM-DD, that the calendar has (issue 43 §6: 2026-02-30 was taken by list
 * filters): every day a query or a body carries is this schema.
 */
export const DAY_SCHEMA = { type: 'string', maxLength: 10, format: 'day' } as const;
