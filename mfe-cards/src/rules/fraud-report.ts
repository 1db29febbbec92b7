import type { ChangeRequestStatus } from 'shared-contracts/areas/cards/card-settings';
import type { FraudLevel } from 'shared-contracts/areas/cards/card-fraud';

/** Spec 02 §8 "Fraud reports": the codes a failed report is explained by; any other is `default`. */
const REPORT_ERRORS = ['API_VALIDATION_ERROR', 'AUTHORIZATION_ERROR', 'TOO_MANY_REQUESTS', 'SERVER_ERROR'] as const;
type ReportError = (typeof REPORT_ERRORS)[number] | 'default';

/** The message keys of a failed report's title and subtitle (`fraudReports.errors.<code>.title|subtitle`). */
export function reportErrorKeys(code: string | undefined): { title: string; subtitle: string } {
  const known: ReportError = (REPORT_ERRORS as readonly string[]).includes(code ?? '') ? (code as ReportError) : 'default';
  return { title: `fraudReports.errors.${known}.title`, subtitle: `fraudReports.errors.${known}.subtitle` };
}

/** A failed export shows its code and the mapped message (`fraudReports.exportErrors.<code>`, else the generic one). */
export function exportErrorKey(code: string | undefined): string {
  return (REPORT_ERRORS as readonly string[]).includes(code ?? '') ? `fraudReports.exportErrors.${code}` : 'errorMessages.unexpectedError';
}

export const LEVEL_TONES: Record<FraudLevel, 'neutral' | 'warning' | 'danger'> = { NORMAL: 'neutral', MEDIUM: 'warning', HIGH: 'danger' };

export const CHANGE_REQUEST_TONES: Record<ChangeRequestStatus, 'warning' | 'success' | 'danger'> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' };

/** Spec 02 §8: a failed fraud action shows its error in its confirmation (`fraud.actionErrors.<code>`). */
const ACTION_ERRORS = ['API_VALIDATION_ERROR', 'AUTHORIZATION_ERROR', 'NOT_FOUND_ERROR', 'SERVER_ERROR'] as const;
export const actionErrorKey = (code: string | undefined): string =>
  (ACTION_ERRORS as readonly string[]).includes(code ?? '') ? `fraud.actionErrors.${code}` : 'errorMessages.unexpectedError';

/** Card settings: CHANGE_REQUEST_NOT_FOUND_ERROR has its own message (spec 02 §8); others as the fraud actions. */
export const settingsErrorKey = (code: string | undefined): string =>
  code === 'CHANGE_REQUEST_NOT_FOUND_ERROR' ? 'cardSettings.errors.CHANGE_REQUEST_NOT_FOUND_ERROR' : actionErrorKey(code);
