import { useAlert } from '../components/ui/alert-provider';
import { isOwner } from '../lib/member-access';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './language-switch';
import { useSaveShopLanguage } from './save-shop-language';
import { shopLanguageMessages } from './shop-language-messages';

/**
 * The language switch where a shop may be signed in (Settings, the More drawer): the device
 * shows the choice at once; the owner signed in, it is saved to the shop too (staff choose for
 * their device alone). A failed save leaves the device's choice and says so.
 */
export function ShopLanguageSwitch() {
  const session = useSession();
  const save = useSaveShopLanguage();
  const alert = useAlert();
  return (
    <LanguageSwitch
      onChosen={
        session && isOwner(session.user)
          ? (language) =>
              save.mutate(language, {
                // Read when it fails, so it speaks the language just chosen.
                onError: () => alert.show('error', shopLanguageMessages.get().notSaved),
              })
          : undefined
      }
    />
  );
}
