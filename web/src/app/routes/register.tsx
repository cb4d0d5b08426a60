import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { ContentLayout } from '../../components/layouts/content-layout';
import { entityTypesQueryOptions } from '../../features/registration/api/get-entity-types';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';
import '../../styles/register.css';

/** Starts loading the company types as the route matches, without holding the page back. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    void queryClient.prefetchQuery(entityTypesQueryOptions());
    return null;
  };

export default function RegisterRoute() {
  return (
    <ContentLayout
      title="Register Your Company"
      lead="List your company and brands on TrustHive and get verified."
    >
      <RegistrationWizard />
    </ContentLayout>
  );
}
