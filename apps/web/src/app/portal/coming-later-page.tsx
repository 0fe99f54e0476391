import { Link } from 'react-router';
import { usePageMeta } from '../../ui/page-meta.ts';

interface Props {
  title: string;
  /** What the page will hold, as a sentence subject. */
  area: string;
}

/** An area a later release builds: a clear page instead of a dead link. */
export function ComingLaterPage({ title, area }: Props) {
  usePageMeta({ title: [title], crumbs: null });
  return (
    <section className="py-4">
      <h1>{title}</h1>
      <p className="lead">{area} is coming in a later release of the portal.</p>
      <p>
        Until then, browse the <Link to="/catalog">catalogue</Link> or look after your{' '}
        <Link to="/profile">profile and permissions</Link>.
      </p>
    </section>
  );
}
