import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostApi } from 'shared-contracts/react';
import { useUiText } from 'shared-ui';
import { FileDrop, describeFileProblem } from 'shared-ui/forms';
import { useUploadBusinessLogo } from '../../api/upload-business-logo';
import { LOGO_RULES, logoProblemOf } from '../../rules/logo-rules';

/**
 * The business logo (spec 02 §5): checked in the browser (FileDrop: type, size, 200×200) before it is
 * sent, and again by the gateway on its bytes; an administrator's to change.
 */
export const LogoSection = observer(function LogoSection() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const uiText = useUiText();
  const upload = useUploadBusinessLogo(hostApi);
  const [error, setError] = useState<string>();
  const business = hostApi.session.business;
  const canChange = hostApi.session.user?.can_administer === true;
  if (!business) return null;

  const onFile = (file: File) => {
    setError(undefined);
    upload.mutate(file, {
      onSuccess: () => hostApi.toasts.show(t('profile.logoSaved'), 'success'),
      onError: (failure) => {
        const problem = logoProblemOf(failure);
        if (problem) setError(describeFileProblem(problem, LOGO_RULES, uiText));
        else hostApi.toasts.showError(failure);
      },
    });
  };

  return (
    <section className="mdp-settings-section" aria-labelledby="business-logo-title">
      <div className="mdp-settings-section-head">
        <h2 id="business-logo-title">{t('profile.logo')}</h2>
      </div>
      <div className="mdp-settings-logo">
        {business.logo ? (
          <img src={business.logo} alt={t('profile.logoAlt', { business: business.name })} width={96} height={96} />
        ) : (
          <p>{t('profile.noLogo')}</p>
        )}
      </div>
      {canChange ? (
        <div className="mdp-settings-form">
          <FileDrop
            {...LOGO_RULES}
            label={t('profile.chooseLogo')}
            description={t('profile.logoRules')}
            onFile={onFile}
            error={error}
            disabled={upload.isPending}
          />
          {upload.isPending ? <p role="status">{t('profile.uploading')}</p> : null}
        </div>
      ) : (
        <p>{t('profile.logoAdminOnly')}</p>
      )}
    </section>
  );
});
