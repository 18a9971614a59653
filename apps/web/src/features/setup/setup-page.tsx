import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { ShopLanguageSwitch } from '../../i18n/shop-language-switch';
import { useMessages } from '../../i18n/use-messages';
import { useCurrentUser } from '../../lib/current-user';
import { SettingsForm } from './components/settings-form';
import { settingsPageMessages } from './messages';

/** `/setup`: the shop's settings, loaded fresh from the server. */
export default function SetupPage() {
  const t = useMessages(settingsPageMessages);
  const settings = useCurrentUser();
  return (
    <PageFrame title={t.title}>
      <div className="mb-4">
        <ShopLanguageSwitch />
      </div>
      <QueryStatus query={settings} loadingText={t.loading} />
      {settings.data && <SettingsForm user={settings.data} />}
    </PageFrame>
  );
}
