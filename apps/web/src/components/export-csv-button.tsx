import { useState } from 'react';
import { useMessages } from '../i18n/use-messages';
import { api } from '../lib/api-client';
import { errorMessage } from '../lib/api-errors';
import { isOwner } from '../lib/member-access';
import { saveFile } from '../lib/save-file';
import { useSession } from '../lib/session';
import { useAlert } from './ui/alert-provider';
import { exportCsvMessages } from './list-tools-messages';
import { Button } from './ui/button';

type ExportCsvButtonProps = {
  /** The export's API path with the screen's current filters, e.g. `/bills/export.csv?from=…`. */
  path: string;
  filename: string;
  /** `Export CSV` unless the screen names what it exports. */
  label?: string;
};

/**
 * Downloads what the screen lists, with its filters, as a CSV the shop can open in Excel.
 * Fetched with the session's token (a plain link would carry none), then saved. Exports are
 * the owner's: staff see no button (product §17).
 */
export function ExportCsvButton({ path, filename, label }: ExportCsvButtonProps) {
  const t = useMessages(exportCsvMessages);
  const alert = useAlert();
  const [isExporting, setIsExporting] = useState(false);
  const owner = isOwner(useSession()?.user);

  async function onExport() {
    setIsExporting(true);
    try {
      saveFile(await api.getFile(path), filename);
    } catch (error) {
      alert.show('error', errorMessage(error, t.failed));
    } finally {
      setIsExporting(false);
    }
  }

  if (!owner) return null;
  return (
    <Button
      variant="secondary"
      size="compact"
      isLoading={isExporting}
      onClick={() => void onExport()}
    >
      {label ?? t.label}
    </Button>
  );
}
