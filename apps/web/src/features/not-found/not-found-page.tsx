import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useMessages } from '../../i18n/use-messages';
import { notFoundMessages } from './messages';

export default function NotFoundPage() {
  const t = useMessages(notFoundMessages);
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
