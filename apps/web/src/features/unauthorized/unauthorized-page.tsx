import { MessageScreen } from '../../components/message-screen';
import { useMessages } from '../../i18n/use-messages';
import { unauthorizedMessages } from './messages';

export default function UnauthorizedPage() {
  const t = useMessages(unauthorizedMessages);
  return <MessageScreen title={t.title} text={t.text} homeLabel={t.goHome} />;
}
