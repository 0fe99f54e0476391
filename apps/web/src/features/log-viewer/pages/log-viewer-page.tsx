import { isEditorSite, siteKindOf } from '@portal/domain';
import { Link, useSearchParams } from 'react-router';
import { useSite } from '../../../api/get-site.ts';
import { catalogSearch } from '../../../ui/catalog-paths.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { ChangeLogViewer } from '../components/change-log-viewer.tsx';
import { logSubjects } from '../model/log-query.ts';

/**
 * The parts site and the portals, where nobody holds the editor: the page says where the
 * change log is, and what the link asked for (docs/decisions/138, 169).
 */
function ChangeLogElsewhere() {
  const [query] = useSearchParams();
  const subjects = logSubjects(query);
  // The portals keep their catalogue under /catalog (docs/decisions/080).
  const onPortal = siteKindOf(useSite().Name) !== 'catalogue';
  const catalogue = onPortal ? '/catalog' : { pathname: '/', search: catalogSearch(query) };
  return (
    <section className="py-2">
      <h1>Change Log Viewer</h1>
      <p className="lead">
        The change log of a category, product class, series, product or model opens from the
        catalogue editor, on the editor site, for signed-in catalogue editors.
      </p>
      {subjects.length > 0 && (
        <>
          <h2 className="h6">This link asked for the changes of</h2>
          <dl>
            {subjects.map((s) => (
              <div key={s.label} className="d-flex gap-2">
                <dt className="fw-normal text-secondary">{s.label}</dt>
                <dd className="mb-1 text-break">{s.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <Link to={catalogue} className="btn btn-primary">
        Back to the catalogue
      </Link>
    </section>
  );
}

/** Route `log-viewer`: the change log on the editor site, a pointer to it elsewhere. */
export function LogViewerPage() {
  usePageMeta({ title: ['Change Log Viewer'], crumbs: [{ label: 'Change Log Viewer' }] });
  return isEditorSite(useSite().Name) ? <ChangeLogViewer /> : <ChangeLogElsewhere />;
}
