import { ApiKeysSection } from './ApiKeysSection';
import { CallbacksSection } from './CallbacksSection';
import { IpWhitelistSection } from './IpWhitelistSection';
import './developers.css';

/**
 * /settings/developers (spec 01 §2, §6: administer or tech settings; issue 16): API keys, callbacks
 * and the IP whitelist, each a section its anchor (#api-keys, #callbacks, #ip-whitelists) lands on.
 */
export function DevelopersPage() {
  return (
    <>
      <ApiKeysSection />
      <CallbacksSection />
      <IpWhitelistSection />
    </>
  );
}
