import { useAlert } from '../components/ui/alert-provider';
import { useMessages } from '../i18n/use-messages';
import { copyLinkMessages } from './messages';

/** Copies `link`, telling the owner whether it worked (product §8: `copiedMessage`, or the failure). */
export function useCopyLink(copiedMessage: string): (link: string) => Promise<void> {
  const alert = useAlert();
  const t = useMessages(copyLinkMessages);
  return async (link) => {
    try {
      // Absent on insecure origins and in some in-app browsers; that is a failed copy too.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
      alert.show('success', copiedMessage);
    } catch {
      alert.show('error', t.failed);
    }
  };
}
