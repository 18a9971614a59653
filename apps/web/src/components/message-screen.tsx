import { Link } from 'react-router';
import { buttonClasses } from './ui/button';
import { PageTitle } from './ui/page-title';

type MessageScreenProps = {
  title: string;
  text: string;
  /** The link back to Home (`Go to Home`). */
  homeLabel: string;
};

/** A screen with nothing to show but why, and the way back to Home. */
export function MessageScreen({ title, text, homeLabel }: MessageScreenProps) {
  return (
    <section className="flex flex-col items-start gap-4 py-8">
      <PageTitle>{title}</PageTitle>
      <p>{text}</p>
      <Link to="/" className={buttonClasses('secondary')}>
        {homeLabel}
      </Link>
    </section>
  );
}
