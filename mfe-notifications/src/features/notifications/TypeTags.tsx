import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, type NotificationType } from 'shared-contracts/areas/notifications/notifications';
import './notifications.css';

export interface TypeTagsProps {
  /** The active tag; none shows every notification. */
  value: NotificationType | undefined;
  onChange: (value: NotificationType | undefined) => void;
}

/** The filter tags products and updates (spec 02 §2): toggle buttons, one active at a time. */
export function TypeTags({ value, onChange }: TypeTagsProps) {
  const { t } = useTranslation('notifications');
  return (
    <div role="group" aria-label={t('tags.label')} className="mdp-ntf-tags">
      {NOTIFICATION_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className="mdp-ntf-tag"
          aria-pressed={value === type}
          onClick={() => onChange(value === type ? undefined : type)}
        >
          {t(`tags.${type}`)}
        </button>
      ))}
    </div>
  );
}
