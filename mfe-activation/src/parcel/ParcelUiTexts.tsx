import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UiTextProvider, type Translate } from 'shared-ui';

const LOCALES: Record<string, string> = { en: 'en-US', id: 'id-ID' };

/**
 * The parcel renders in its own React root, outside the shell's UiTextProvider: shared-ui's words
 * come from the same `shared-ui` namespace of the shell's i18n, so they follow the shell's language.
 */
export function ParcelUiTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('shared-ui');
  const translate = useCallback<Translate>((key, values) => t(key, values), [t]);
  return (
    <UiTextProvider translate={translate} locale={LOCALES[i18n.language] ?? 'en-US'}>
      {children}
    </UiTextProvider>
  );
}
