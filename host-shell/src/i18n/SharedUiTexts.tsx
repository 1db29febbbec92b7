import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UiTextProvider, type Translate } from 'shared-ui';
import { SHARED_UI_NAMESPACE } from './create-i18n';

const LOCALES: Record<string, string> = { en: 'en-US', id: 'id-ID' };

/**
 * shared-ui speaks through the shell's i18n (docs/decisions/0013-design-system.md): its words are
 * the `shared-ui` namespace, and the shell's language is its locale, for the shell and for every
 * remote rendered in the shell's tree.
 */
export function SharedUiTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation(SHARED_UI_NAMESPACE);
  const translate = useCallback<Translate>((key, values) => t(key, values), [t]);
  return (
    <UiTextProvider translate={translate} locale={LOCALES[i18n.language] ?? 'en-US'}>
      {children}
    </UiTextProvider>
  );
}
