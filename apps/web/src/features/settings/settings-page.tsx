import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { useSettings } from './api/get-settings';
import { SettingsForm } from './components/settings-form';

/** `/setup`: the shop's settings, loaded fresh from the server. */
export default function SettingsPage() {
  const settings = useSettings();
  return (
    <PageFrame title="Settings">
      <QueryStatus query={settings} loadingText="Loading settings..." />
      {settings.data && <SettingsForm user={settings.data} />}
    </PageFrame>
  );
}
