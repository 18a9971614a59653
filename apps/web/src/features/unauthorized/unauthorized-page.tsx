import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useMessages } from '../../i18n/use-messages';
import { unauthorizedMessages } from './messages';

export default function UnauthorizedPage() {
  const t = useMessages(unauthorizedMessages);
  return (
    <section className="flex flex-col items-start gap-4 py-8">
      <PageTitle>{t.title}</PageTitle>
      <p>{t.text}</p>
      <Link to="/" className={buttonClasses('secondary')}>
        {t.goHome}
      </Link>
    </section>
  );
}
