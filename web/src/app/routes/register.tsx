import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunction } from 'react-router-dom';
import { ContentLayout } from '../../components/layouts/content-layout';
import { entityTypesQueryOptions } from '../../features/registration/api/get-entity-types';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';
import { paths } from '../../config/paths';
import type { PageMetaFunction } from '../head/page-meta';
import '../../styles/register.css';

/** Starts loading the company types as the route matches, without holding the page back. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    void queryClient.prefetchQuery(entityTypesQueryOptions());
    return null;
  };

const LEAD = 'List your company and brands on TrustHive and get verified.';

export const meta: PageMetaFunction = () => ({
  title: 'Register Your Company',
  description: LEAD,
  canonicalPath: paths.register.getHref(),
});

export default function RegisterRoute() {
  return (
    <ContentLayout title="Register Your Company" lead={LEAD}>
      {/* The server renders the first step; checking and sending it takes the app's script. */}
      <noscript>
        <div className="register-noscript">
          <h2 className="register-noscript__title">This form needs JavaScript</h2>
          <p>
            The registration form checks each step and uploads your logo in the browser. Turn
            JavaScript on and reload this page to register, or write to us from the{' '}
            <Link to={paths.contact.getHref()}>Contact page</Link> and we will help you list your
            company.
          </p>
        </div>
      </noscript>
      <RegistrationWizard />
    </ContentLayout>
  );
}
