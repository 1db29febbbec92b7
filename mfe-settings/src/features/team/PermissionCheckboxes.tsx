import { useTranslation } from 'react-i18next';
import type { PermissionFlags } from 'shared-contracts';
import { Checkbox } from 'shared-ui/forms';
import { EDITABLE_FLAGS } from '../../rules/team-form';

/** The seven permission flags as a labelled group of checkboxes (spec 01 §6). */
export function PermissionCheckboxes({ value, onChange, error }: { value: PermissionFlags; onChange: (next: PermissionFlags) => void; error?: string }) {
  const { t } = useTranslation('settings');
  return (
    <fieldset className="mdp-settings-permissions">
      <legend>{t('team.fields.permissions')}</legend>
      {EDITABLE_FLAGS.map((flag) => (
        <Checkbox key={flag} name={flag} label={t(`team.flags.${flag}`)} checked={value[flag]} onChange={(checked) => onChange({ ...value, [flag]: checked })} />
      ))}
      {error ? <p role="alert" className="mdp-settings-problem">{error}</p> : null}
    </fieldset>
  );
}
