import { PageTitle } from '../../components/ui/page-title';
import { QueryStatus } from '../../components/ui/query-status';
import { useSettings } from './api/get-settings';
import { SettingsForm } from './components/settings-form';

/** `/setup`: the shop's settings, loaded fresh from the server. */
export default function SettingsPage() {
  const settings = useSettings();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle>Settings</PageTitle>
      <QueryStatus query={settings} loadingText="Loading settings..." />
      {settings.data && <SettingsForm user={settings.data} />}
    </div>
  );
}
