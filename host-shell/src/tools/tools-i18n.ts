import type { i18n } from 'i18next';
import { toolsEn, toolsId } from './tools-texts';

export const TOOLS_NAMESPACE = 'platformTools';

/** Adds the panel's texts once its code has loaded (identical key sets in en and id). */
export function registerToolsTexts(instance: i18n): void {
  if (instance.hasResourceBundle('en', TOOLS_NAMESPACE)) return;
  instance.addResourceBundle('en', TOOLS_NAMESPACE, toolsEn);
  instance.addResourceBundle('id', TOOLS_NAMESPACE, toolsId);
}
