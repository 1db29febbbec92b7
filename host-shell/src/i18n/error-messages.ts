/**
 * Texts of the error catalogue's message keys (`errorMessages.<CODE>`, spec 01 §8). The spec does
 * not show the wording; these say what happened and what the merchant can do.
 */
export const errorMessagesEn = {
  unexpectedError: 'Something went wrong. Please try again.',
  // Spec 01 §8: the toast when the IP whitelist reminder's check fails.
  ipWhitelistReminderError: 'We could not check your IP whitelist settings. Please try again later.',
  SERVER_ERROR: 'The server did not answer. Please try again in a moment.',
  AUTHENTICATION_ERROR: 'Please log in again.',
  AUTHORIZATION_ERROR: 'You do not have permission to do this.',
  INVALIDATED_TOKEN: 'Your session has ended. Please log in again.',
  USER_BUSINESS_NOT_FOUND_ERROR: 'You are no longer a member of this business. Please log in again.',
  API_VALIDATION_ERROR: 'Some fields are not valid. Please check them and try again.',
  // Interpolated with `count`: the retry interval in minutes (at least 1).
  TOO_MANY_REQUESTS_one: 'Too many attempts. Please try again in {{count}} minute.',
  TOO_MANY_REQUESTS_other: 'Too many attempts. Please try again in {{count}} minutes.',
  OTP_TOKEN_NOT_VALID_ERROR: 'The code is not valid. Please check it and try again.',
  PASSWORD_ALREADY_BEEN_USED_ERROR: 'You have used this password before. Please choose a new one.',
  USER_LOCKED_ERROR: 'Your account is locked. Please reset your password or contact support.',
  INVALID_CREDENTIALS_ERROR: 'The email or password is not correct.',
  INVALID_PIN_ERROR: 'The PIN is not correct.',
  PIN_AUTHORIZATION_TOKEN_ERROR: 'The PIN authorisation has expired. Please enter your PIN again.',
  AUTHORIZATION_TOKEN_ERROR: 'The authorisation has expired. Please try again.',
  PIN_NOT_SET_ERROR: 'Please set your withdrawal PIN first.',
  UNSUPPORTED_IMAGE_FILE_TYPE_ERROR: 'This image type is not supported. Please upload a JPEG or PNG.',
  IMAGE_FILE_SIZE_LIMIT_ERROR: 'The image is too large.',
  NON_PNG_FILE_TYPE_ERROR: 'Please upload a PNG image.',
  BAD_WEBSITE: 'Please make sure the website is live.',
  BLACKLISTED_WEBSITE: 'This website cannot be used.',
  UNACCESSIBLE_WEBSITE: 'We could not reach this website. Please check the address.',
  ERROR_CUSTOMER_DATA_NOT_FOUND: 'The customer could not be found.',
  ERROR_DUPLICATED_CUSTOMER_DATA: 'This customer already exists.',
};
