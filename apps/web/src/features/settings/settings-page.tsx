import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useSettings } from './api/get-settings';
import { SettingsForm } from './components/settings-form';

/** `/setup`: the shop's settings, loaded fresh from the server. */
export default function SettingsPage() {
  const settings = useSettings();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle>Settings</PageTitle>
      {settings.isPending && (
        <p role="status" className="py-8 text-center text-slate-600">
          Loading settings...
        </p>
      )}
      {settings.isError && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{settings.error.message}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {settings.data && <SettingsForm user={settings.data} />}
    </div>
  );
}
