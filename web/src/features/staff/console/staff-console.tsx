import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useStaffSession } from '../api/session';
import { SignInForm } from './sign-in-form';
import { StaffLayout } from './staff-layout';
import '../../../styles/submissions.css';
import '../../../styles/staff.css';

/** Keeps search engines out of the console (it is never linked, but URLs travel). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** /staff/*: the sign-in page, or the console around the page the path names. */
export function StaffConsole() {
  useNoIndex();
  useDocumentTitle('Staff console');
  const { '*': rest = '' } = useParams();
  const session = useStaffSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return (
      <main className="staff-sign-in">
        <p role="alert">The console could not load. Reload the page to try again.</p>
      </main>
    );
  }
  if (!session.data) return <SignInForm />;
  return <StaffLayout session={session.data} segment={rest.split('/')[0] ?? ''} />;
}
