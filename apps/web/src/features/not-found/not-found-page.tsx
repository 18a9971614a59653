import { MessageScreen } from '../../components/message-screen';
import { useMessages } from '../../i18n/use-messages';
import { notFoundMessages } from './messages';

export default function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  return <MessageScreen title={t.title} text={t.text} homeLabel={t.goHome} />;
}
