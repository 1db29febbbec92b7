import { object, string, type ObjectSchema } from 'yup';
import type { Environment } from 'shared-contracts';
import {
  API_KEY_NAME_MAX,
  callbackUrlProblem,
  cidrFamily,
  creationNeedsPassword,
  grantsSomething,
  type ApiKeyAccess,
  type ApiKeyPermissions,
} from 'shared-contracts/areas/settings/developers';
import { CONFIRMATION_PASSWORD_MAX } from 'shared-contracts/areas/settings/settings';
import { SETTINGS_MESSAGES as M } from './form-messages';

export interface ApiKeyValues {
  name: string;
  money_in: ApiKeyAccess;
  money_out: ApiKeyAccess;
  balance: ApiKeyAccess;
  /** Asked only of a live key that can write (creationNeedsPassword; issue 42). */
  password?: string;
}

export const EMPTY_API_KEY: ApiKeyValues = { name: '', money_in: 'WRITE', money_out: 'NONE', balance: 'READ', password: '' };

const permissionsOf = (values: Pick<ApiKeyValues, 'money_in' | 'money_out' | 'balance'>): ApiKeyPermissions => ({
  money_in: values.money_in,
  money_out: values.money_out,
  balance: values.balance,
});

/** Whether these values, in this environment, are created with the user's password. */
export const keyNeedsPassword = (environment: Environment, values: Pick<ApiKeyValues, 'money_in' | 'money_out' | 'balance'>): boolean =>
  creationNeedsPassword(environment, permissionsOf(values));

/**
 * A key has a name (≤ 60) and grants at least one access; a live key that can write is created with
 * the current password. The gateway checks the same.
 */
export const apiKeySchema = (environment: Environment): ObjectSchema<ApiKeyValues> =>
  object({
    name: string().trim().required(M.requiredField).max(API_KEY_NAME_MAX, M.exceedMaxCharacters),
    money_in: string<ApiKeyAccess>().required(),
    money_out: string<ApiKeyAccess>().required(),
    balance: string<ApiKeyAccess>()
      .required()
      .test('grants', M.keyGrantsNothing, (_value, context) => grantsSomething(permissionsOf(context.parent as ApiKeyValues))),
    password: string()
      .max(CONFIRMATION_PASSWORD_MAX, M.exceedMaxCharacters)
      .test('asked', M.currentPasswordError, (value, context) => !keyNeedsPassword(environment, context.parent as ApiKeyValues) || Boolean(value)),
  });

export const toCreateApiKeyRequest = (values: ApiKeyValues) => ({ name: values.name.trim(), permissions: permissionsOf(values) });

export interface PasswordValues {
  password: string;
}

/** Revoking a key is confirmed by the current password (spec 02 §3 password confirmation). */
export const passwordSchema: ObjectSchema<PasswordValues> = object({
  password: string().required(M.currentPasswordError).max(CONFIRMATION_PASSWORD_MAX, M.exceedMaxCharacters),
});

export interface CallbackUrlValues {
  url: string;
}

const URL_MESSAGES = { required: M.requiredField, invalid: M.invalidUrl, tooLong: M.exceedMaxCharacters, httpsOnly: M.httpsOnly } as const;

/** Spec 02 §5: https, except in the development environment. */
export function callbackUrlSchema(environment: Environment): ObjectSchema<CallbackUrlValues> {
  return object({
    url: string()
      .default('')
      .test('callback-url', ({ value }) => URL_MESSAGES[callbackUrlProblem(String(value ?? ''), environment) ?? 'invalid'], (value) =>
        callbackUrlProblem(value ?? '', environment) === null,
      ),
  });
}

export interface CidrValues {
  cidr: string;
}

/** One IPv4 or IPv6 address or CIDR block, not already on the list. */
export function cidrSchema(existing: readonly string[]): ObjectSchema<CidrValues> {
  return object({
    cidr: string()
      .trim()
      .required(M.requiredField)
      .test('cidr', M.invalidCidr, (value) => cidrFamily(value ?? '') !== null)
      .test('unique', M.duplicateCidr, (value) => !existing.includes((value ?? '').trim())),
  });
}
