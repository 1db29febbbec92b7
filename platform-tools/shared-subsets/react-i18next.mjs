// The part of react-i18next the platform shares (docs/decisions/0012-shared-subsets.md).
export { I18nextProvider, Trans, Translation, initReactI18next, useTranslation } from 'platform-full/react-i18next';
